/**
 * A time as the app shows it: UTC with a "UTC" mark when 'Show time in UTC' is on, else the
 * device's local time (checklist R04.10).
 */
export function formatTime(time: Date, utc: boolean, language: string): string {
  const text = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: utc ? 'UTC' : undefined,
  }).format(time);
  return utc ? `${text} UTC` : text;
}
