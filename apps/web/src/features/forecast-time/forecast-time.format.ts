/**
 * A forecast step as the bar shows it: weekday, date and hour, in the device's time or in
 * UTC with a "UTC" mark when 'Show time in UTC' is on (R04.10).
 */
export function formatForecastStep(time: string, utc: boolean, language: string): string {
  const text = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: utc ? 'UTC' : undefined,
  }).format(new Date(time));
  return utc ? `${text} UTC` : text;
}
