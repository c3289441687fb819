// Details of a station: every reading, in the user's units.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useUtcTime } from './clock.js';
import { describeStation } from './describe.js';
import { useWeatherUnits } from './units.js';
import { useLanguage } from './use-language.js';

export default function WeatherStationDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const units = useWeatherUnits();
  const utc = useUtcTime();
  const described = describeStation(feature.properties, language, units, utc);
  return (
    <div data-testid="weatherstations-details">
      <h2>{described.title}</h2>
      <p>{described.kind}</p>
      <dl>
        {described.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
