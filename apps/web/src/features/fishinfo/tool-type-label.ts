// A tool type code as the user reads it: the gear dataset's name for its type (its strings
// are merged under `datasets.fishingfacility.`), with the code beside it, since fishers and
// the reporting API know the codes.
import { toolTypeOf } from '@havkart/domain';
import type { TFunction } from 'i18next';

export function toolTypeLabel(t: TFunction, code: string): string {
  const key = `datasets.fishingfacility.tool.${toolTypeOf(code)}`;
  // Dataset strings are merged at run time, so the key is not among the typed ones.
  const name = t(key as never);
  return name === key ? code : `${name} (${code})`;
}
