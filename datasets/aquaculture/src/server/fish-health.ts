// Reads BarentsWatch Fish Health's week summary of every site
// (`…/fishhealth/locality/{year}/{week}`: `{localities: [{localityNo, hasPd, hasIla,
// avgAdultFemaleLice, hasReportedLice, isFallow, …}]}`; the field names are not confirmed
// against the live service, so a bare array and a `liceLimit` per site are read too) and
// gives each site its theme classes by the domain's rules (R25.01–R25.04, A42).
import { diseaseClass, liceClass, liceLimit } from '@havkart/domain';
import type { SiteWeekHealth } from '../manifest.js';

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** One site's week, or null when it has no site number. */
export function siteWeekHealth(raw: unknown, week: number): SiteWeekHealth | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const localityNo = numberOrNull(record['localityNo']);
  if (localityNo === null || !Number.isInteger(localityNo) || localityNo <= 0) return null;
  const lice = numberOrNull(record['avgAdultFemaleLice']);
  const site = {
    hasPd: record['hasPd'] === true,
    hasIla: record['hasIla'] === true,
    avgAdultFemaleLice: lice !== null && lice >= 0 ? lice : null,
    // Absent means the site did not say: a value without the flag still counts as reported.
    hasReportedLice:
      typeof record['hasReportedLice'] === 'boolean'
        ? record['hasReportedLice']
        : lice !== null && lice >= 0,
    liceLimit: numberOrNull(record['liceLimit']),
  };
  return {
    localityNo,
    hasPd: site.hasPd,
    hasIla: site.hasIla,
    avgAdultFemaleLice: site.avgAdultFemaleLice,
    hasReportedLice: site.hasReportedLice,
    isFallow: record['isFallow'] === true,
    liceLimit: liceLimit(week, site.liceLimit),
    disease: diseaseClass(site),
    lice: liceClass(site, week),
  };
}

/** Every site of a week summary, and how many records were skipped. Throws on a non-summary. */
export function readFishHealthWeek(
  body: string,
  week: number,
): { localities: SiteWeekHealth[]; skipped: number } {
  const parsed: unknown = JSON.parse(body);
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)['localities']
      : undefined;
  if (!Array.isArray(list)) throw new Error('not a fish-health week summary (no localities)');
  const localities: SiteWeekHealth[] = [];
  let skipped = 0;
  for (const raw of list) {
    const site = siteWeekHealth(raw, week);
    if (site) localities.push(site);
    else skipped += 1;
  }
  return { localities, skipped };
}

/** The upstream URL of one week: `{year}` and `{week}` of the configured template filled. */
export function weekUrl(template: string, year: number, week: number): string {
  return template.replaceAll('{year}', String(year)).replaceAll('{week}', String(week));
}
