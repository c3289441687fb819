// What the create-fleet form accepts, before anything is sent: the domain's fleet rules on
// the text the user typed.
import { checkFleetName, FLEET_MMSI_PATTERN, uniqueMmsis } from '@havkart/domain';

export type FleetFormResult =
  | { readonly ok: true; readonly name: string; readonly mmsis: string[] }
  | { readonly ok: false; readonly problem: 'name' | 'mmsis'; readonly value?: string };

/** Splits the MMSI text at commas and white space and checks name and numbers. */
export function readFleetForm(name: string, mmsiText: string): FleetFormResult {
  if (checkFleetName(name)) return { ok: false, problem: 'name' };
  const parts = mmsiText.split(/[\s,;]+/).filter((part) => part !== '');
  const pattern = new RegExp(FLEET_MMSI_PATTERN);
  const invalid = parts.find((part) => !pattern.test(part));
  if (invalid !== undefined) return { ok: false, problem: 'mmsis', value: invalid };
  return { ok: true, name: name.trim(), mmsis: uniqueMmsis(parts) };
}
