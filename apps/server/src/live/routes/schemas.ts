/**
 * Request schemas of the live API (BarentsWatch's filter inputs), and the normalisation that
 * runs before validation: key names case-insensitively (public clients send `mmsi`,
 * `Mmsi`, `shiptypes` …), enum values case-insensitively, and for GET the query's
 * comma-separated lists and JSON geometry.
 */
import { MAX_RING_POSITIONS, POLYGON_LIMITS } from '@havkart/domain';
import { Type, type Static } from 'typebox';
import { ISO_TIME_PATTERN } from '@havkart/domain';

const Position = Type.Array(Type.Number(), { minItems: 2, maxItems: 3 });

/**
 * The schema caps the rings and each ring's positions, so an oversized polygon fails before
 * its positions are read one by one; the total over all rings is checked by
 * `assertPolygonWithinLimits` before the filter is built.
 */
export const PolygonSchema = Type.Object(
  {
    type: Type.Literal('Polygon'),
    coordinates: Type.Array(Type.Array(Position, { minItems: 4, maxItems: MAX_RING_POSITIONS }), {
      minItems: 1,
      maxItems: POLYGON_LIMITS.maxRings,
    }),
  },
  {
    description: `GeoJSON Polygon, [longitude, latitude] positions: at most ${POLYGON_LIMITS.maxRings} rings and ${POLYGON_LIMITS.maxVertices} vertices over all rings (a ring's closing position not counted)`,
  },
);

const ModelTypeSchema = Type.Union([Type.Literal('Simple'), Type.Literal('Full')], {
  description: 'Simple: position fields only; Full: position with static and voyage data',
});
const LatestFormatSchema = Type.Union(
  [Type.Literal('Json'), Type.Literal('Geojson'), Type.Literal('FeatureCollection')],
  {
    description:
      'Json: array of records; Geojson: array of Point Features; FeatureCollection: one object',
  },
);
const StreamFormatSchema = Type.Union([Type.Literal('Json'), Type.Literal('Geojson')]);

const Mmsi = Type.Integer({ minimum: 0, maximum: 999_999_999 });

const filterFields = {
  since: Type.Optional(
    Type.String({
      // The one rule of times (@havkart/domain); without an offset it is read as UTC.
      pattern: ISO_TIME_PATTERN,
      description: 'Only records at or after this time (ISO 8601; UTC when no offset is given)',
    }),
  ),
  mmsi: Type.Optional(Type.Union([Mmsi, Type.Array(Mmsi, { maxItems: 1000 })])),
  shipTypes: Type.Optional(
    Type.Array(
      Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.String({ maxLength: 32 })]),
      {
        maxItems: 300,
        description: 'AIS ship type codes (or category names such as "fishing", "wellboat")',
      },
    ),
  ),
  countryCodes: Type.Optional(
    Type.Array(Type.String({ pattern: '^[A-Za-z]{2}$' }), {
      maxItems: 300,
      description: 'ISO 3166-1 alpha-2',
    }),
  ),
  navigationalStatus: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: 15 }), { maxItems: 16 }),
  ),
  geometry: Type.Optional(PolygonSchema),
  modelType: Type.Optional(ModelTypeSchema),
};

export const LatestCombinedBody = Type.Object({
  ...filterFields,
  modelFormat: Type.Optional(LatestFormatSchema),
  downsample: Type.Optional(Type.Boolean({ description: 'Ignored by latest endpoints' })),
});
export type LatestCombinedInput = Static<typeof LatestCombinedBody>;

export const StreamCombinedBody = Type.Object({
  ...filterFields,
  modelFormat: Type.Optional(StreamFormatSchema),
  downsample: Type.Optional(
    Type.Boolean({ description: 'At most one update per vessel per 10 s' }),
  ),
});
export type StreamCombinedInput = Static<typeof StreamCombinedBody>;

const includeFields = {
  includePosition: Type.Optional(Type.Boolean()),
  includeStatic: Type.Optional(Type.Boolean()),
  includeAton: Type.Optional(Type.Boolean()),
  includeSafetyRelated: Type.Optional(Type.Boolean()),
  includeBinaryBroadcastMetHyd: Type.Optional(Type.Boolean()),
};

export const LatestAisBody = Type.Object({
  ...filterFields,
  ...includeFields,
  modelFormat: Type.Optional(LatestFormatSchema),
  downsample: Type.Optional(Type.Boolean()),
});
export type LatestAisInput = Static<typeof LatestAisBody>;

export const StreamAisBody = Type.Object({
  ...filterFields,
  ...includeFields,
  modelFormat: Type.Optional(StreamFormatSchema),
  downsample: Type.Optional(Type.Boolean()),
});
export type StreamAisInput = Static<typeof StreamAisBody>;

export const SearchQuery = Type.Object({
  query: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'Name, MMSI, call sign or IMO number',
  }),
});

const CANONICAL = [
  ...Object.keys(filterFields),
  ...Object.keys(includeFields),
  'modelFormat',
  'downsample',
];
const BY_LOWER = new Map(CANONICAL.map((key) => [key.toLowerCase(), key]));
const ENUMS: Record<string, string[]> = {
  modelType: ['Simple', 'Full'],
  modelFormat: ['Json', 'Geojson', 'FeatureCollection'],
};
const LISTS = new Set(['mmsi', 'shipTypes', 'countryCodes', 'navigationalStatus']);

/**
 * Canonical keys and enum spellings; for a query string, lists from comma-separated or
 * repeated values and geometry from JSON text. Anything it cannot read is passed on as is,
 * so validation names the field.
 */
export function normaliseFilterInput(input: unknown, fromQuery: boolean): unknown {
  if (input === undefined || input === null || input === '') return {};
  if (typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(input as Record<string, unknown>)) {
    const name = BY_LOWER.get(key.toLowerCase()) ?? key;
    let value = raw;
    const allowed = ENUMS[name];
    if (allowed && typeof value === 'string') {
      value = allowed.find((a) => a.toLowerCase() === (value as string).toLowerCase()) ?? value;
    }
    if (fromQuery) {
      if (LISTS.has(name)) {
        const parts = [value]
          .flat()
          .flatMap((v) => String(v).split(','))
          .map((v) => v.trim())
          .filter(Boolean);
        value = name === 'mmsi' && parts.length === 1 ? parts[0] : parts;
        if (name === 'shipTypes')
          value = (value as string[]).map((v) => (/^\d+$/.test(v) ? Number(v) : v));
      } else if (name === 'geometry' && typeof value === 'string') {
        try {
          value = JSON.parse(value);
        } catch {
          // left as text: validation reports body.geometry
        }
      }
    }
    out[name] = value;
  }
  return out;
}

/** Answers of the latest endpoints; documented field by field in docs/api.md. */
export const LatestResponse = Type.Unknown({
  description:
    'modelFormat Json: an array of records; Geojson: an array of Point Features; FeatureCollection: one object',
});
/** Streams answer with text/event-stream or application/x-ndjson, written as updates come. */
export const StreamResponse = Type.Unknown({
  description:
    'A stream: `: start`, then `data: {json}` per update (SSE) or one JSON per line (NDJSON)',
});
