/**
 * The Coast Guard's phone number, given in the failed-report text (R24.24). Spec 01 §8
 * does not give it (A49). UNVERIFIED: this number was not checked against the Coast Guard's
 * own publication; a release must fill it from the official source (docs/spec-coverage.md
 * marks R24.24 partial until then).
 */
export const COAST_GUARD_PHONE = '+47 75 53 65 00';

/** Spec 02 §8 messages of the fish-health and fishing-tool views (R02.16, R25.07). */
export const FISHINFO_MESSAGES = {
  facilityNotInMap: 'The fishing facility is not in the map',
  pdZoneNotFound: 'The PD control area could not be found',
  isaZoneNotFound: 'The ISA control area could not be found',
  reportNotSubmitted: 'The report could not be submitted',
} as const;
