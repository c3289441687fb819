// Aquaculture themes (spec 02 §3; R25.01–R25.04, checklist A42): which colour class a site
// takes in the disease and lice themes. Colours themselves come from the theme package.

/** Lice limit outside spring, adult female lice per fish (A42). */
export const LICE_LIMIT = 0.5;
/** Lice limit in the spring weeks, when wild salmon smolts pass the farms (A42). */
export const LICE_LIMIT_SPRING = 0.2;
/** ISO weeks of the spring limit, inclusive. */
export const SPRING_WEEKS = { first: 16, last: 21 } as const;

/**
 * The limit for an ISO week; a limit that comes with the data wins (A42), since the
 * authority may set another for a zone or a year.
 */
export function liceLimit(week: number, limitFromData?: number | null): number {
  if (typeof limitFromData === 'number' && Number.isFinite(limitFromData) && limitFromData > 0) {
    return limitFromData;
  }
  return week >= SPRING_WEEKS.first && week <= SPRING_WEEKS.last ? LICE_LIMIT_SPRING : LICE_LIMIT;
}

export type LiceClass = 'aboveLimit' | 'belowLimit' | 'unreported';
export type DiseaseClass = 'pd' | 'isa' | 'none';

/** One site's fish-health week (the BarentsWatch locality week summary's fields). */
export interface SiteHealthWeek {
  readonly hasPd?: boolean | null;
  readonly hasIla?: boolean | null;
  readonly avgAdultFemaleLice?: number | null;
  readonly hasReportedLice?: boolean | null;
  /** A limit the data carries for this site and week, if any. */
  readonly liceLimit?: number | null;
}

/**
 * Lice theme class (R25.03, R25.04): above the limit red, at or below it blue, unreported
 * grey. "Above" is strict: 0.5 at a limit of 0.5 is within the rule.
 */
export function liceClass(site: SiteHealthWeek, week: number): LiceClass {
  const lice = site.avgAdultFemaleLice;
  if (site.hasReportedLice === false || typeof lice !== 'number' || !Number.isFinite(lice)) {
    return 'unreported';
  }
  return lice > liceLimit(week, site.liceLimit) ? 'aboveLimit' : 'belowLimit';
}

/**
 * Disease theme class (R25.01, R25.02): ISA (ILA) before PD when a site has both, because
 * ISA is the notifiable disease with the stricter measures.
 */
export function diseaseClass(site: SiteHealthWeek): DiseaseClass {
  if (site.hasIla === true) return 'isa';
  if (site.hasPd === true) return 'pd';
  return 'none';
}
