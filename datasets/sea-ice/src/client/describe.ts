// How an ice area reads in the user's language: pure, so the views stay thin.
import type { Language } from '@havkart/domain';
import { SEA_ICE_CLASSES, type SeaIceClass } from '../manifest.js';
import { text } from './strings.js';

type Props = Readonly<Record<string, unknown>>;

function classOf(p: Props): SeaIceClass {
  const value = p['class'];
  return SEA_ICE_CLASSES.find((c) => c === value) ?? 'other';
}

/** The class name; for `other`, the chart's own name beside it (e.g. "Annet (Ice Free)"). */
export function seaIceClassName(language: Language, p: Props): string {
  const name = text(language, `class.${classOf(p)}`);
  const nisClass = p['nisClass'];
  return classOf(p) === 'other' && typeof nisClass === 'string' && nisClass !== ''
    ? `${name} (${nisClass})`
    : name;
}

/** The chart's date as the language writes it; '' when the chart has none. */
export function seaIceDate(language: Language, value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const ms = Date.parse(`${value}T12:00:00Z`);
  if (Number.isNaN(ms)) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}
