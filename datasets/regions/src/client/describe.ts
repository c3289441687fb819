// What the views show of a region feature: its title and its fields, per dataset. One table,
// so the popup, list item and details of all five named datasets read alike.
import type { Language } from '@havkart/domain';
import {
  MARITIME_BOUNDARIES_ID,
  POLICE_DISTRICTS_ID,
  PROTECTED_AREAS_ID,
  VHF_COVERAGE_ID,
  VTS_AREAS_ID,
} from '../manifest.js';
import { text, type StringKey } from './strings.js';

type Props = Readonly<Record<string, unknown>>;

export interface RegionDescription {
  readonly title: string;
  /** Label and value, in display order. */
  readonly fields: readonly (readonly [string, string])[];
}

const shown = (v: unknown): string => (v === null || v === undefined || v === '' ? '–' : String(v));

/** Fields by dataset: the property and its label key. */
const FIELDS: Readonly<Record<string, readonly (readonly [string, StringKey])[]>> = {
  [POLICE_DISTRICTS_ID]: [['number', 'field.number']],
  [PROTECTED_AREAS_ID]: [
    ['protection', 'field.protection'],
    ['id', 'field.id'],
  ],
  [VTS_AREAS_ID]: [['id', 'field.id']],
  [MARITIME_BOUNDARIES_ID]: [['kurveid', 'field.kurveid']],
};

const TITLE_PROPERTY: Readonly<Record<string, string>> = {
  [MARITIME_BOUNDARIES_ID]: 'navn',
  [VHF_COVERAGE_ID]: 'station',
};

export function describeRegion(language: Language, datasetId: string, p: Props): RegionDescription {
  const titleValue = p[TITLE_PROPERTY[datasetId] ?? 'name'];
  const title =
    typeof titleValue === 'string' && titleValue
      ? titleValue
      : text(language, `unnamed.${datasetId}` as StringKey);
  // VHF coverage keeps the upstream's own properties (spec 02 §3): all are shown as they came.
  const fields =
    datasetId === VHF_COVERAGE_ID
      ? Object.entries(p).map(
          ([name, v]) => [name === 'id' ? text(language, 'field.id') : name, shown(v)] as const,
        )
      : (FIELDS[datasetId] ?? []).map(
          ([name, key]) => [text(language, key), shown(p[name])] as const,
        );
  return { title, fields };
}
