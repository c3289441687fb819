// How a warning reads: title, severity, domain and validity in the user's language, times in
// local time or in UTC as the user's time setting says. Pure, so the views stay thin and tests
// check the wording without rendering.
import type { Language } from '@havkart/domain';
import { warningString } from './strings.js';

type Props = Readonly<Record<string, unknown>>;

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** How times are written: in UTC (marked so), or local, in `timeZone` when given. */
export interface WarningClock {
  readonly utc: boolean;
  /** The local time zone; the browser's when absent (tests pass one). */
  readonly timeZone?: string;
}

/** A time as "27.11.2026, 13:00", or "27.11.2026, 12:00 UTC" in UTC; null for none. */
export function warningTime(
  language: Language,
  value: unknown,
  clock: WarningClock,
): string | null {
  const raw = str(value);
  const ms = raw ? Date.parse(raw) : NaN;
  if (Number.isNaN(ms)) return null;
  const timeZone = clock.utc ? 'UTC' : clock.timeZone;
  const text = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(ms);
  return clock.utc ? `${text} UTC` : text;
}

export interface DescribedWarning {
  readonly title: string;
  readonly area: string | null;
  readonly severity: string;
  readonly domain: string | null;
  /** "from … until …", either end left out when unknown. */
  readonly valid: string | null;
  readonly description: string | null;
  readonly instruction: string | null;
  readonly consequences: string | null;
  readonly certainty: string | null;
  readonly web: string | null;
}

export function describeWarning(
  p: Props,
  language: Language,
  clock: WarningClock = { utc: false },
): DescribedWarning {
  const severity = p['severity'];
  const severityKey =
    severity === 'Extreme' || severity === 'Severe' || severity === 'Moderate'
      ? (`severity.${severity}` as const)
      : 'severity.other';
  const domain = p['domain'] === 'marine' || p['domain'] === 'land' ? p['domain'] : null;
  const from = warningTime(language, p['effective'], clock);
  const to = warningTime(language, p['expires'], clock);
  const valid = [
    from && warningString(language, 'validFrom', { time: from }),
    to && warningString(language, 'validTo', { time: to }),
  ]
    .filter(Boolean)
    .join(' ');
  const web = str(p['web']);
  return {
    title: str(p['headLine']) ?? warningString(language, 'name'),
    area: str(p['area']),
    severity: warningString(language, severityKey),
    domain: domain ? warningString(language, `domain.${domain}`) : null,
    valid: valid || null,
    description: str(p['description']),
    instruction: str(p['instruction']),
    consequences: str(p['consequences']),
    certainty: str(p['certainty']),
    web: web && /^https:\/\//.test(web) ? web : null,
  };
}
