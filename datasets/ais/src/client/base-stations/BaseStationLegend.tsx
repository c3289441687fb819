// Legend: what the dot means.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useTranslation } from 'react-i18next';
import { baseStationColour } from './layers.js';
import { baseStationText } from './strings.js';

export default function BaseStationLegend({ context }: DatasetViewProps['legend']) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en-US' ? 'en-US' : 'nb-NO';
  return (
    <p data-testid="basestations-legend">
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: '0.8em',
          height: '0.8em',
          borderRadius: '50%',
          marginInlineEnd: '0.4em',
          background: baseStationColour(context.theme),
        }}
      />
      {baseStationText(language, 'legend')}
    </p>
  );
}
