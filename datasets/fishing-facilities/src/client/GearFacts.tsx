// The facts of one gear feature, shared by the popup and the details: type and net length
// (R24.26), when it was set or lost, and the vessel where the caller's view carries it.
import type { Language } from '@havkart/domain';
import { gearTime, gearTitle, netLengthText } from './describe.js';
import { text } from './strings.js';

export function GearFacts({
  language,
  properties,
}: {
  language: Language;
  properties: Readonly<Record<string, unknown>>;
}) {
  const netLength = netLengthText(language, properties);
  const setup = gearTime(language, properties['setupDateTime']);
  const lost = gearTime(language, properties['lostTime']);
  const vessel = typeof properties['vesselName'] === 'string' ? properties['vesselName'] : null;
  const callSign = typeof properties['ircs'] === 'string' ? properties['ircs'] : null;
  const rows: [string, string][] = [
    [text(language, 'field.type'), gearTitle(language, properties)],
  ];
  if (netLength) rows.push([text(language, 'field.netLength'), netLength]);
  if (typeof properties['toolCount'] === 'number') {
    rows.push([text(language, 'field.count'), String(properties['toolCount'])]);
  }
  if (setup) rows.push([text(language, 'field.setup'), setup]);
  if (lost) rows.push([text(language, 'field.lost'), lost]);
  if (vessel) rows.push([text(language, 'field.vessel'), vessel]);
  if (callSign) rows.push([text(language, 'field.callSign'), callSign]);
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
