// Legend: what the names are; the menu marks demo data next to it.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

function legend(key: 'legend.sea' | 'legend.svalbard', testId: string) {
  return function NameLegend({ context }: DatasetViewProps['legend']) {
    const language = useLanguage();
    return (
      <div data-testid={testId}>
        <p style={{ color: context.theme.label, fontStyle: 'italic' }}>{text(language, key)}</p>
      </div>
    );
  };
}

export const SeaNamesLegend = legend('legend.sea', 'seanames-legend');
export const SvalbardNamesLegend = legend('legend.svalbard', 'svalbardnames-legend');
