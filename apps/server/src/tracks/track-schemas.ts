import { MAX_RING_POSITIONS, POLYGON_LIMITS } from '@havkart/domain';
import { Type, type TSchema } from 'typebox';
import { ISO_TIME_DESCRIPTION, ISO_TIME_PATTERN } from '@havkart/domain';

/** Request and response schemas of the track and area routes (validation and OpenAPI). */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const TrackPoint = Type.Object(
  {
    msgtime: Type.String({ format: 'date-time' }),
    latitude: Type.Number({ description: 'Degrees north' }),
    longitude: Type.Number({ description: 'Degrees east' }),
    speedOverGround: Nullable(Type.Number({ description: 'Knots; null when not available' })),
    courseOverGround: Nullable(Type.Number({ description: 'Degrees; null when not available' })),
    trueHeading: Nullable(Type.Integer({ description: 'Degrees; null when not available' })),
  },
  { $id: 'TrackPoint', description: 'One position of a track, sorted by msgtime' },
);

export const MinimalTrackPoint = Type.Object(
  {
    msgtime: Type.String({ format: 'date-time' }),
    latitude: Type.Number(),
    longitude: Type.Number(),
  },
  { description: 'A track point with time and position only' },
);

export const Track = Type.Array(TrackPoint);

/** Path numbers as digits: an integer schema would let the validator coerce `1e1` or `0x1`. */
export const Mmsi = Type.String({ pattern: '^[0-9]{1,9}$', description: 'MMSI' });

export const MmsiParams = Type.Object({ mmsi: Mmsi });
export const IdParams = Type.Object({ id: Mmsi });

export const HistoryParams = Type.Object({
  mmsi: Mmsi,
  fromDate: Type.String({ pattern: ISO_TIME_PATTERN, description: ISO_TIME_DESCRIPTION }),
  toDate: Type.String({ pattern: ISO_TIME_PATTERN, description: ISO_TIME_DESCRIPTION }),
});

export const WeekParams = Type.Object({
  mmsi: Mmsi,
  year: Type.String({ pattern: '^[0-9]{4}$' }),
  week: Type.String({ pattern: '^[0-9]{1,2}$' }),
});

export const MinimalTracksBody = Type.Object({
  mmsi: Type.Array(Type.Integer({ minimum: 1, maximum: 999_999_999 }), {
    minItems: 1,
    maxItems: 500,
  }),
});

export const MinimalTracks = Type.Record(
  Type.String({ pattern: '^[0-9]+$' }),
  Type.Array(MinimalTrackPoint),
  {
    description: 'Track points per MMSI; vessels without points are left out',
  },
);

const Position = Type.Array(Type.Number({ minimum: -180, maximum: 180 }), {
  minItems: 2,
  maxItems: 3,
  description: '[longitude, latitude] in degrees',
});

export const Polygon = Type.Object(
  {
    type: Type.Literal('Polygon'),
    coordinates: Type.Array(Type.Array(Position, { minItems: 4, maxItems: MAX_RING_POSITIONS }), {
      minItems: 1,
      maxItems: POLYGON_LIMITS.maxRings,
    }),
  },
  {
    description: `GeoJSON Polygon: an outline, then any holes; at most ${POLYGON_LIMITS.maxRings} rings and ${POLYGON_LIMITS.maxVertices} vertices over all rings (a ring's closing position not counted)`,
  },
);

export const AreaBody = Type.Object({
  msgTimeFrom: Type.String({
    pattern: ISO_TIME_PATTERN,
    description: `${ISO_TIME_DESCRIPTION}; start, inclusive`,
  }),
  msgTimeTo: Type.String({
    pattern: ISO_TIME_PATTERN,
    description: `${ISO_TIME_DESCRIPTION}; end, inclusive`,
  }),
  polygon: Polygon,
});

export const VesselInArea = Type.Object({
  mmsi: Type.Integer(),
  countryCode: Type.Union([Type.String(), Type.Null()], {
    description: 'ISO 3166 alpha-2 code from the MMSI, null when it has none',
  }),
  msgtime: Type.String({ format: 'date-time', description: 'Last time seen inside the polygon' }),
  latitude: Type.Number(),
  longitude: Type.Number(),
});

export const VesselsInArea = Type.Array(VesselInArea);
export const MmsiList = Type.Array(Type.Integer());
