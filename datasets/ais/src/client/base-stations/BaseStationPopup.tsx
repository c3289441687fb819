// Popup on a click: the station's MMSI and its four message counts (spec 02 §3).
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useTranslation } from 'react-i18next';
import { BASE_STATION_COUNTS } from '../../base-stations.js';
import { baseStationText } from './strings.js';

export default function BaseStationPopup({ feature }: DatasetViewProps['popup']) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en-US' ? 'en-US' : 'nb-NO';
  const p = feature.properties;
  return (
    <div data-testid="basestations-popup">
      <strong>{baseStationText(language, 'title', p['mmsi'])}</strong>
      <dl>
        {BASE_STATION_COUNTS.map((count) => (
          <div key={count}>
            <dt>{baseStationText(language, `count.${count}`)}</dt>
            <dd>{typeof p[count] === 'number' ? p[count].toLocaleString(language) : '–'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
