// The aquaculture filter pane: which theme colours the sites (R25.01–R25.04).
import type { SiteTheme } from './layers.js';
import { text } from './strings.js';
import { chooseTheme, chosenTheme, type PaneFilter } from './theme-filter.js';
import { useLanguage } from './use-language.js';

const THEMES: readonly SiteTheme[] = ['disease', 'lice'];

export default function AquacultureThemePane(props: {
  filters: readonly PaneFilter[];
  onChange: (filters: PaneFilter[]) => void;
}) {
  const language = useLanguage();
  const chosen = chosenTheme(props.filters);
  return (
    <fieldset data-testid="aquaculture-theme-pane">
      <legend>{text(language, 'filter.theme')}</legend>
      {THEMES.map((theme) => (
        <label key={theme} style={{ display: 'block' }}>
          <input
            type="radio"
            name="aquaculture-theme"
            checked={chosen === theme}
            data-testid={`aquaculture-theme-${theme}`}
            onChange={() => props.onChange(chooseTheme(props.filters, theme))}
          />{' '}
          {text(language, theme === 'lice' ? 'theme.lice' : 'theme.disease')}
        </label>
      ))}
    </fieldset>
  );
}
