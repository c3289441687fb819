// How a warning reads in the user's language: pure, so the views stay thin and tests can
// check the rules without rendering.
import type { Language } from '@havkart/domain';
import { text } from './strings.js';

type Props = Readonly<Record<string, unknown>>;

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The warning's text in the language asked for, else in the other one. */
export function warningText(language: Language, p: Props): string {
  const [first, second] =
    language === 'en-US' ? [p['textEn'], p['textNb']] : [p['textNb'], p['textEn']];
  return str(first) ?? str(second) ?? text(language, 'noText');
}

/** Its heading: series and number, e.g. "Kystvarsel 612/2026". */
export function warningTitle(language: Language, p: Props): string {
  const series = p['series'] === 'navarea' ? 'series.navarea' : 'series.coastal';
  const number = str(p['number']);
  return number ? `${text(language, series)} ${number}` : text(language, 'untitled');
}

/** A time as the language writes it, in UTC so every reader sees the same; '' if none. */
export function warningTime(language: Language, value: unknown): string {
  const raw = str(value);
  const ms = raw ? Date.parse(raw) : NaN;
  if (Number.isNaN(ms)) return '';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(ms);
}

/** Newest first by issue time; warnings without one last, then by eventId. */
export function byIssuedDescending(a: Props, b: Props): number {
  const ta = Date.parse(String(a['issued'] ?? '')) || 0;
  const tb = Date.parse(String(b['issued'] ?? '')) || 0;
  return tb - ta || String(a['eventId']).localeCompare(String(b['eventId']));
}
