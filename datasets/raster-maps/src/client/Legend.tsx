// Legends: where the tiles come from, and the demo-data notice while demo tiles are served.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

function rasterLegend(datasetId: 'nationalmap' | 'nauticalchart' | 'aerial') {
  return function RasterLegend({ demoData }: DatasetViewProps['legend']) {
    const language = useLanguage();
    return (
      <div data-testid={`${datasetId}-legend`}>
        {demoData ? (
          <p>{text(language, 'demoData')}</p>
        ) : (
          <p>{text(language, `source.${datasetId}`)}</p>
        )}
      </div>
    );
  };
}

export const legends = {
  nationalmap: rasterLegend('nationalmap'),
  nauticalchart: rasterLegend('nauticalchart'),
  aerial: rasterLegend('aerial'),
} as const;
