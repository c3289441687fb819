// Legend of the vessels: every symbol the map draws for them (ship types, platforms, aircraft,
// AIS-SART, an old position, the chosen vessel's and the recent tracks), and, while 'Colour
// AIS track by speed' is on, the speed bands of checklist A44 in the current theme.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useTranslation } from 'react-i18next';
import { vesselHost } from '../details/vessel-host.js';
import { useLanguage } from '../filters/use-language.js';
import { speedBandColours, trackColour } from '../tracks/track-layers.js';
import { SPEED_BAND_STOPS } from '../tracks/track-rules.js';
import { vesselLegendGroups } from './legend-rows.js';
import { LegendRows } from './LegendRows.js';

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
  const language = useLanguage();
  const groups = vesselLegendGroups(context.theme, language);
  // The full symbol key belongs in the legend panel; under the menu's switch the track line
  // (or the speed bands) is enough (`legend-panel-only`, a class the web app hides there).
  const symbols = (
    <div className="legend-panel-only">
      {groups.map((group) => (
        <LegendRows key={group.id} group={group} />
      ))}
    </div>
  );
  if (!bySpeed) {
    return (
      <div data-testid="vessel-legend" data-by-speed="false">
        {symbols}
        <p className="legend-menu-only">
          {swatch(trackColour(context.theme))}
          {key('track')}
        </p>
      </div>
    );
  }
  const colours = speedBandColours(context.theme);
  const labels = speedBandLabels((speed) => key('atLeast', { speed }));
  return (
    <div data-testid="vessel-legend" data-by-speed="true">
      {symbols}
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
