// Popup on a click: the station's name, its class and its readings in the user's units.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useUtcTime } from './clock.js';
import { describeStation } from './describe.js';
import { useWeatherUnits } from './units.js';
import { useLanguage } from './use-language.js';

export default function WeatherStationPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const units = useWeatherUnits();
  const utc = useUtcTime();
  const described = describeStation(feature.properties, language, units, utc);
  return (
    <div data-testid="weatherstations-popup">
      <strong>{described.title}</strong>
      <div>{described.kind}</div>
      {described.rows.map((row) => (
        <div key={row.label}>
          {row.label}: {row.value}
        </div>
      ))}
    </div>
  );
}
