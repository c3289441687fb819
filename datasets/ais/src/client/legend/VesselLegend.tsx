// Legend of the vessels: the chosen vessel's track line, or, while 'Colour AIS track by speed'
// is on, the speed bands of checklist A44 with their colours in the current theme.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useTranslation } from 'react-i18next';
import { vesselHost } from '../details/vessel-host.js';
import { speedBandColours, trackColour } from '../tracks/track-layers.js';
import { SPEED_BAND_STOPS } from '../tracks/track-rules.js';

const swatch = (colour: string) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-block',
      width: '1.4em',
      marginInlineEnd: '0.4em',
      verticalAlign: 'middle',
      borderTop: `3px solid ${colour}`,
    }}
  />
);

/** Band labels: "0–2 kn" … "20 kn and more". */
export function speedBandLabels(atLeast: (speed: number) => string): string[] {
  return SPEED_BAND_STOPS.map((stop, i) => {
    const next = SPEED_BAND_STOPS[i + 1];
    return next === undefined ? atLeast(stop) : `${stop}–${next} kn`;
  });
}

export default function VesselLegend({ context }: DatasetViewProps['legend']) {
  const { t } = useTranslation();
  const host = vesselHost();
  // The host is handed in once at start-up, so this branch never changes between renders.
  const bySpeed = host?.useTrackBySpeed?.() ?? false;
  const key = (name: string, values?: Record<string, unknown>) =>
    t(`datasets.ais.legend.${name}`, values);
  if (!bySpeed) {
    return (
      <p data-testid="vessel-legend" data-by-speed="false">
        {swatch(trackColour(context.theme))}
        {key('track')}
      </p>
    );
  }
  const colours = speedBandColours(context.theme);
  const labels = speedBandLabels((speed) => key('atLeast', { speed }));
  return (
    <div data-testid="vessel-legend" data-by-speed="true">
      <p>{key('trackBySpeed')}</p>
      <ul>
        {labels.map((label, band) => (
          <li key={label} data-testid={`speed-band-${band}`}>
            {swatch(colours[band]!)}
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
