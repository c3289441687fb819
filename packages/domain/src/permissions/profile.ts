/** Status of an access application (spec 01 §4: approved, rejected, revoked, pending). */
export const APPLICATION_STATUSES = ['Approved', 'Rejected', 'Revoked', 'Pending'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Arctic AIS access (spec 01 §3). */
export interface ArcticProfile {
  status: ApplicationStatus;
  /** The arctic vessel's MMSI; null when none is registered. */
  mmsi: number | null;
}

/** Restricted AIS access (spec 01 §3). */
export interface RestrictedAisProfile {
  isValid: boolean;
  /** GeoJSON geometry limiting the restricted data to an area; null for no limit. */
  geoFilter: GeoJsonGeometry | null;
}

/** Enough of GeoJSON to carry an area filter; the server validates the coordinates. */
export interface GeoJsonGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: unknown;
}

/** The vessel a user is registered with (own vessel, spec 01 §2 `/myvessel`). */
export interface VesselProfile {
  vesselId: string;
  name: string | null;
  mmsi: number | null;
  callSign: string | null;
  registrationMark: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
}

/** The answer of `GET /api/v2/user/profiles` (spec 01 §3 "User profile"). */
export interface UserProfiles {
  user: { id: string; name: string; email: string | null };
  policies: string[];
  roles: string[];
  arcticProfile: ArcticProfile | null;
  fiskInfoApplication: { applicationStatus: ApplicationStatus } | null;
  fiskInfoProfile: { vesselId: string | null } | null;
  restrictedAisProfile: RestrictedAisProfile | null;
  vesselProfile: VesselProfile | null;
}
