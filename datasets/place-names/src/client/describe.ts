// What the views show of one name: its title and labelled rows, in the user's language.
import type { Language } from '@havkart/domain';
import { text } from './strings.js';

export interface DescribedName {
  readonly title: string;
  readonly kind: string;
  readonly rows: readonly { readonly label: string; readonly value: string }[];
}

export function describeName(
  properties: Readonly<Record<string, unknown>>,
  language: Language,
): DescribedName {
  const name = typeof properties['name'] === 'string' ? properties['name'] : '';
  const id = typeof properties['id'] === 'string' ? properties['id'] : '';
  if (typeof properties['terrengform'] === 'string') {
    const kind = text(language, `terrain.${properties['terrengform']}`);
    return { title: name, kind, rows: [{ label: text(language, 'terrengform'), value: kind }] };
  }
  const type = typeof properties['type'] === 'string' ? properties['type'] : '';
  const kind = text(language, `type.${type}`);
  return {
    title: name,
    kind,
    rows: [
      { label: text(language, 'type'), value: kind },
      { label: text(language, 'id'), value: id },
    ],
  };
}
