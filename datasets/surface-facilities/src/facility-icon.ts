// The icon rule of a surface facility (spec 02 §3, R14.08): an offshore wind turbine gets the
// windmill, any other kind the platform.

export const WIND_TURBINE_KIND = 'OFFSHORE WIND TURBINE';

export type FacilityIcon = 'windmill' | 'platform';

export function facilityIcon(facilitykind: unknown): FacilityIcon {
  return facilitykind === WIND_TURBINE_KIND ? 'windmill' : 'platform';
}
