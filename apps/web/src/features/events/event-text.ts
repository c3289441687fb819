import type { ZoneAlert } from '@havkart/domain';
import type { TFunction } from 'i18next';

/** "ALDA entered Vestfjorden" / "ALDA gikk inn i Vestfjorden", or the distress texts. */
export function alertText(t: TFunction, alert: ZoneAlert, zoneName: string | null): string {
  const vessel = alert.name?.trim() || String(alert.mmsi);
  if (alert.kind === 'distress') return t('events.distress', { vessel });
  if (alert.kind === 'distressTest') return t('events.distressTest', { vessel });
  return t('events.entered', { vessel, zone: zoneName ?? t('events.unknownZone') });
}
