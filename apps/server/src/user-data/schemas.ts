import { Type, type TSchema } from 'typebox';

const ApplicationStatus = Type.Union([
  Type.Literal('Approved'),
  Type.Literal('Rejected'),
  Type.Literal('Revoked'),
  Type.Literal('Pending'),
]);

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const GeoFilter = Nullable(
  Type.Object({
    type: Type.Union([Type.Literal('Polygon'), Type.Literal('MultiPolygon')]),
    coordinates: Type.Unknown(),
  }),
);

export const RestrictedAisProfile = Type.Object({
  isValid: Type.Boolean(),
  /** GeoJSON area the restricted data is limited to; null for no limit. */
  geoFilter: GeoFilter,
});

export const VesselProfile = Type.Object({
  vesselId: Type.String(),
  name: Nullable(Type.String()),
  mmsi: Nullable(Type.Integer()),
  callSign: Nullable(Type.String()),
  registrationMark: Nullable(Type.String()),
  contactPhone: Nullable(Type.String()),
  contactEmail: Nullable(Type.String()),
});

/** Spec 01 §3 "User profile". */
export const UserProfiles = Type.Object({
  user: Type.Object({ id: Type.String(), name: Type.String(), email: Nullable(Type.String()) }),
  policies: Type.Array(Type.String()),
  roles: Type.Array(Type.String()),
  arcticProfile: Nullable(
    Type.Object({ status: ApplicationStatus, mmsi: Nullable(Type.Integer()) }),
  ),
  fiskInfoApplication: Nullable(Type.Object({ applicationStatus: ApplicationStatus })),
  fiskInfoProfile: Nullable(Type.Object({ vesselId: Nullable(Type.String()) })),
  restrictedAisProfile: Nullable(RestrictedAisProfile),
  vesselProfile: Nullable(VesselProfile),
});

export const FeatureFlags = Type.Object({
  /** Flags set for every user of this server (FEATURE_FLAGS). */
  serverFlags: Type.Array(Type.String()),
  /** Flags set for the signed-in user; empty when anonymous. */
  userFlags: Type.Array(Type.String()),
});

/** App variant names: the settings key prefix (spec 01 §3). */
export const AppParams = Type.Object({
  app: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
});

/** The whole user-data object; its sections are normalised, not rejected (spec 01 §3). */
export const UserData = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'mapState, settingsV2, favourites, datasetSettings, datasetGroupSettings, customAreas, customRoute, recentSearches, news, featureFlags …',
});
