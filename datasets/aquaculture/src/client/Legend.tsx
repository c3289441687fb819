// Legend: the classes of the theme in use, the lice limit, the source and the demo notice.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { DISEASE_COLOURS, LICE_COLOURS, siteTheme } from './layers.js';
import { text, type StringKey } from './strings.js';
import { useLanguage } from './use-language.js';

const swatch = {
  display: 'inline-block',
  width: '0.9em',
  height: '0.9em',
  borderRadius: '50%',
  border: '1px solid #203040',
  marginInlineEnd: '0.4em',
} as const;

export default function AquacultureLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const theme = siteTheme(context.options, context.filters);
  const rows = Object.entries(theme === 'lice' ? LICE_COLOURS : DISEASE_COLOURS).map(
    ([name, colour]) => [`${theme}.${name}` as StringKey, colour] as const,
  );
  return (
    <div data-testid="aquaculture-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <strong>{text(language, theme === 'lice' ? 'theme.lice' : 'theme.disease')}</strong>
      <ul>
        {rows.map(([key, colour]) => (
          <li key={key}>
            <span aria-hidden="true" style={{ ...swatch, background: colour }} />
            {text(language, key)}
          </li>
        ))}
      </ul>
      {theme === 'lice' && <p>{text(language, 'legend.limit')}</p>}
      <p>{text(language, 'legend.source')}</p>
    </div>
  );
}
