// What the popup, list item and details view say about one feature: pure, so the rows are
// tested in both languages without a browser.
import type { Language } from '@havkart/domain';
import { FLOODLIGHT_CLASSIFICATION } from '../manifest.js';
import { text, type StringKey } from './strings.js';

export interface DetailRow {
  readonly label: string;
  readonly value: string;
}

export interface InstallationDescription {
  readonly title: string;
  readonly kind: string;
  readonly rows: readonly DetailRow[];
}

function colourName(language: Language, code: unknown): string | null {
  return code === 1 || code === 2 || code === 3 || code === 4
    ? text(language, `colour.${code}` as StringKey)
    : null;
}

function kindKey(kind: unknown, shape: unknown): StringKey {
  if (kind === 'lgt') return shape === 'sector' ? 'kind.sector' : 'kind.light';
  return kind === 'flt' ? 'kind.floating' : 'kind.fixed';
}

/** The title, kind and detail rows of a feature's tile properties. */
export function describeInstallation(
  properties: Readonly<Record<string, unknown>>,
  language: Language,
): InstallationDescription {
  const p = properties;
  const rows: DetailRow[] = [];
  const add = (key: StringKey, value: unknown): void => {
    if (value !== undefined && value !== null && value !== '') {
      rows.push({ label: text(language, key), value: String(value) });
    }
  };
  add('field.type', p['classification'] ?? p['floattype']);
  const isLight = p['kind'] === 'lgt';
  const isSector = p['shape'] === 'sector';
  if (isLight) {
    add('field.character', p['character']);
    if (typeof p['rangenm'] === 'number') {
      add('field.range', `${p['rangenm']} ${text(language, 'rangeUnit')}`);
    }
    add('field.colour', colourName(language, p['lightcolour']));
    if (isSector) {
      add('field.sectors', `${p['sectorfrom']}°–${p['sectorto']}°`);
    } else if (typeof p['sectorcount'] === 'number' && p['sectorcount'] > 0) {
      add('field.sectors', p['sectorcount']);
    }
    add(
      'field.status',
      p['lightclassification'] === FLOODLIGHT_CLASSIFICATION
        ? text(language, 'floodlight')
        : text(language, p['isextinguished'] === true ? 'status.extinguished' : 'status.lit'),
    );
  }
  add('field.id', p['globalid']);
  const name = typeof p['name'] === 'string' && p['name'] !== '' ? p['name'] : null;
  return {
    title: name ?? text(language, 'unnamed'),
    kind: text(language, kindKey(p['kind'], p['shape'])),
    rows,
  };
}
