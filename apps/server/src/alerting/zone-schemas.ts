import {
  ISO_TIME_PATTERN,
  MMSI_CATEGORIES,
  SHIP_TYPE_CATEGORIES,
  ZONE_FREQUENCIES,
  ZONE_NAME_MAX_LENGTH,
} from '@havkart/domain';
import { Type } from 'typebox';

// The shape only; rings, closure, crossings and the vertex limit are the domain's check,
// which names `body.geometry` with the reason.
const Geometry = Type.Object(
  {
    type: Type.String({ description: '"Polygon" or "MultiPolygon"' }),
    coordinates: Type.Array(Type.Unknown(), { maxItems: 1001 }),
  },
  { description: 'A GeoJSON Polygon or MultiPolygon, at most 1,000 vertices' },
);

export const ZoneBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ZONE_NAME_MAX_LENGTH * 4 }),
    geometry: Geometry,
    countryCodes: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), {
      maxItems: 300,
      default: [],
    }),
    mmsiCategories: Type.Array(
      Type.Union(MMSI_CATEGORIES.map((category) => Type.Literal(category))),
      { maxItems: 3, default: [] },
    ),
    shipTypes: Type.Array(
      Type.Union(SHIP_TYPE_CATEGORIES.map((category) => Type.Literal(category))),
      { maxItems: SHIP_TYPE_CATEGORIES.length, default: [] },
    ),
    frequency: Type.Union(
      ZONE_FREQUENCIES.map((frequency) => Type.Literal(frequency)),
      { description: 'How alerts are mailed' },
    ),
    mail: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export const ZoneAnswer = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    access: Type.Union([Type.Literal('open'), Type.Literal('restricted')]),
    geometry: Type.Unknown(),
    countryCodes: Type.Array(Type.String()),
    mmsiCategories: Type.Array(Type.String()),
    shipTypes: Type.Array(Type.String()),
    frequency: Type.String(),
    mail: Type.Boolean(),
  },
  { $id: 'Zone', description: 'An alert zone (spec 02 §3)' },
);

export const AlertAnswer = Type.Object(
  {
    id: Type.String(),
    zoneId: Type.Union([Type.String(), Type.Null()]),
    time: Type.String({ description: 'ISO 8601' }),
    mmsi: Type.Integer(),
    name: Type.Union([Type.String(), Type.Null()]),
    shipType: Type.Union([Type.Integer(), Type.Null()]),
    latitude: Type.Number(),
    longitude: Type.Number(),
    kind: Type.String({ description: '"entry", "distress" or "distressTest"' }),
  },
  { $id: 'ZoneAlert', description: 'An alert: a vessel entered a zone, or a distress beacon' },
);

export const ZoneParams = Type.Object({
  id: Type.String({ maxLength: 64, examples: ['00000000-0000-0000-0000-000000000000'] }),
});

export const FromQuery = Type.Object({
  from: Type.Optional(
    Type.String({ pattern: ISO_TIME_PATTERN, description: 'Alerts from this time on' }),
  ),
});

export const EventConfig = Type.Object(
  {
    category: Type.String(),
    id: Type.String(),
    url: Type.String(),
    lastUpdated: Type.Union([Type.String(), Type.Null()]),
    props: Type.Record(Type.String(), Type.Unknown()),
  },
  { description: 'Where one kind of event is polled (spec 01 §3, R21.12)' },
);
