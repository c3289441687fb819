// Legend: the depth areas with their limits in the user's unit, curves and numbers, and the
// demo-data notice while demo data is served.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { DEPTH_AREA_STEPS, depthInUnit } from '../manifest.js';
import { depthAreaColours, depthLineColour } from './layers.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function DepthLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const colours = depthAreaColours(context.theme);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const inUnit = (m: number) => number.format(depthInUnit(m, context.depthUnit));
  const unit = text(language, context.depthUnit === 'fathoms' ? 'unit.fathoms' : 'unit.meters');
  return (
    <div data-testid="depth-legend" data-depth-unit={context.depthUnit}>
      {demoData && <p>{text(language, 'demoData')}</p>}
      <p>{text(language, 'legend.unit', { unit })}</p>
      <ul>
        {DEPTH_AREA_STEPS.map((step, i) => {
          const next = DEPTH_AREA_STEPS[i + 1];
          return (
            <li key={step}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: '1.2em',
                  height: '0.8em',
                  marginInlineEnd: '0.4em',
                  background: colours[i],
                }}
              />
              {next === undefined
                ? text(language, 'legend.deeper', { depth: inUnit(step) })
                : `${inUnit(step)}–${inUnit(next)}`}
            </li>
          );
        })}
        <li>
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              width: '1.2em',
              marginInlineEnd: '0.4em',
              borderTop: `1px solid ${depthLineColour(context.theme)}`,
            }}
          />
          {text(language, 'legend.curve')}
        </li>
        <li>
          <span aria-hidden="true" style={{ marginInlineEnd: '0.4em' }}>
            {inUnit(12)}
          </span>
          {text(language, 'legend.number')}
        </li>
      </ul>
    </div>
  );
}
