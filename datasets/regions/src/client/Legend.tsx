// Legends: one per dataset (a legend's props do not name its dataset), each a swatch in the
// dataset's colour, the firing range's three colours, and the demo-data notice.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import type { Language } from '@havkart/domain';
import type { CSSProperties } from 'react';
import { firingRangeColours, regionColour } from './layers.js';
import { text, type StringKey } from './strings.js';
import { useLanguage } from './use-language.js';

const swatch = (colour: string, line = false): CSSProperties => ({
  display: 'inline-block',
  width: '1.2em',
  height: line ? 0 : '0.8em',
  marginInlineEnd: '0.4em',
  background: line ? 'none' : `${colour}33`,
  border: line ? 'none' : `1px solid ${colour}`,
  borderTop: line ? `2px dashed ${colour}` : undefined,
});

function Demo({ demoData, language }: { demoData: boolean; language: Language }) {
  return demoData ? <p>{text(language, 'demoData')}</p> : null;
}

function areaLegend(datasetId: string, line = false) {
  return function RegionLegend({ demoData, context }: DatasetViewProps['legend']) {
    const language = useLanguage();
    return (
      <div data-testid={`${datasetId}-legend`}>
        <Demo demoData={demoData} language={language} />
        <p>
          <span aria-hidden="true" style={swatch(regionColour(context.theme, datasetId), line)} />
          {text(language, `legend.${datasetId}` as StringKey)}
        </p>
      </div>
    );
  };
}

function FiringRangeLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const colours = firingRangeColours(context.theme);
  return (
    <div data-testid="firingrange-legend">
      <Demo demoData={demoData} language={language} />
      <ul>
        {(['green', 'yellow', 'red'] as const).map((c) => (
          <li key={c}>
            <span aria-hidden="true" style={swatch(colours[c])} />
            {text(language, `firing.${c}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const legends = {
  policedistricts: areaLegend('policedistricts'),
  protectedareas: areaLegend('protectedareas'),
  vtsareas: areaLegend('vtsareas'),
  vhfcoverage: areaLegend('vhfcoverage'),
  maritimeboundaries: areaLegend('maritimeboundaries', true),
  firingrange: FiringRangeLegend,
} as const;
