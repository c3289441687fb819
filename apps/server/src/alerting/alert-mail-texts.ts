import type { ZoneAlert } from '@havkart/domain';
import type { Mail } from '../mail/mail.js';

const SEPARATOR = '\n\n— English below —\n\n';

const osloTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Oslo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

function line(alert: ZoneAlert, zoneName: string, language: 'nb' | 'en'): string {
  const vessel = `${alert.name?.trim() || 'MMSI'} (${alert.mmsi})`;
  const position = `${alert.latitude.toFixed(4)} N, ${alert.longitude.toFixed(4)} E`;
  if (language === 'nb') {
    const time = osloTime(alert.time, 'nb-NO');
    return alert.kind === 'entry'
      ? `${time}: ${vessel} gikk inn i ${zoneName} (${position})`
      : `${time}: NØDSIGNAL fra ${vessel} i ${zoneName} (${position})`;
  }
  const time = osloTime(alert.time, 'en-GB');
  return alert.kind === 'entry'
    ? `${time}: ${vessel} entered ${zoneName} (${position})`
    : `${time}: DISTRESS signal from ${vessel} in ${zoneName} (${position})`;
}

/** One mail of alerts, Norwegian first and English below, times in Norwegian time. */
export function alertMail(
  to: string,
  items: readonly { alert: ZoneAlert; zone: { name: string } }[],
): Mail {
  const distress = items.some((item) => item.alert.kind === 'distress');
  const zones = [...new Set(items.map((item) => item.zone.name))].join(', ');
  const subject = distress
    ? `Havkart: nødsignal i ${zones} / distress signal in ${zones}`
    : `Havkart: ${items.length} varsler for ${zones} / ${items.length} alerts for ${zones}`;
  const nb = items.map((item) => line(item.alert, item.zone.name, 'nb')).join('\n');
  const en = items.map((item) => line(item.alert, item.zone.name, 'en')).join('\n');
  return {
    to,
    subject,
    text:
      `Varsler fra sonene dine i Havkart:\n\n${nb}${SEPARATOR}` +
      `Alerts from your zones in Havkart:\n\n${en}\n`,
  };
}
