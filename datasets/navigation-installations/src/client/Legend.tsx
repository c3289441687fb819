// Legend: the four light colours, extinguished lights, fixed and floating marks, and the
// demo-data notice while demo data is served.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { extinguishedColour, lightPalette } from './layers.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

const CODES = [1, 2, 3, 4] as const;

function Swatch({ colour, hollow = false }: { colour: string; hollow?: boolean }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: '0.8em',
        height: '0.8em',
        borderRadius: '50%',
        marginInlineEnd: '0.4em',
        background: hollow ? 'transparent' : colour,
        border: `2px solid ${colour}`,
      }}
    />
  );
}

export default function InstallationLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const palette = lightPalette(context.theme);
  return (
    <div data-testid="navigationinstallations-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <ul>
        {CODES.map((code) => (
          <li key={code}>
            <Swatch colour={palette[code]} />
            {text(language, 'kind.light')}: {text(language, `colour.${code}`)}
          </li>
        ))}
        <li>
          <Swatch colour={extinguishedColour(context.theme)} />
          {text(language, 'status.extinguished')}
        </li>
        <li>
          <Swatch colour={context.theme.label} />
          {text(language, 'kind.fixed')}
        </li>
        <li>
          <Swatch colour={context.theme.label} hollow />
          {text(language, 'kind.floating')}
        </li>
      </ul>
    </div>
  );
}
