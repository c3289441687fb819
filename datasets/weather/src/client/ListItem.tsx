// A station in a list: its name and class.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeStation } from './describe.js';
import { useWeatherUnits } from './units.js';
import { useLanguage } from './use-language.js';

export default function WeatherStationListItem({ feature }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const described = describeStation(feature.properties, language, useWeatherUnits());
  return (
    <span>
      {described.title} · {described.kind}
    </span>
  );
}
