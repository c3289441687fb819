// Legend of the aids to navigation: every aid symbol the map draws, named by its type.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useLanguage } from '../filters/use-language.js';
import { atonLegendRows } from './legend-rows.js';
import { LegendRows } from './LegendRows.js';
import { LEGEND_STRINGS } from './strings.js';

export default function AtonLegend({ context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  return (
    // Only in the legend panel: under the menu's switch the list would crowd the menu.
    <div data-testid="aton-legend" className="legend-panel-only">
      <LegendRows
        group={{
          id: 'aids',
          title: LEGEND_STRINGS[language]['legend.aids'],
          rows: atonLegendRows(context.theme, language),
        }}
      />
    </div>
  );
}
