/**
 * The aid-to-navigation record the live API sends (spec 02 §3: mmsi, name, latitude,
 * longitude, typeOfAidsToNavigation 0–31, atonTypeCategory), as a schema that documents it
 * and lets tests hold `atonMessage` to it.
 */
import { ATON_TYPE_CATEGORIES, MAX_ATON_TYPE } from '@havkart/domain';
import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const AtonRecordSchema = Type.Object(
  {
    type: Type.Literal('Aton'),
    messageType: Type.Literal(21),
    mmsi: Type.Integer({ minimum: 0, maximum: 999_999_999 }),
    msgtime: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+00:00$' }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    name: Nullable(Type.String()),
    typeOfAidsToNavigation: Nullable(Type.Integer({ minimum: 0, maximum: MAX_ATON_TYPE })),
    atonTypeCategory: Type.Union(
      ATON_TYPE_CATEGORIES.map((c) => Type.Literal(c)),
      {
        description: 'Derived from typeOfAidsToNavigation (checklist A31); other when unknown',
      },
    ),
    typeOfElectronicFixingDevice: Nullable(Type.Integer({ minimum: 0, maximum: 15 })),
    dimensionA: Type.Integer({ minimum: 0 }),
    dimensionB: Type.Integer({ minimum: 0 }),
    dimensionC: Type.Integer({ minimum: 0 }),
    dimensionD: Type.Integer({ minimum: 0 }),
    offPosition: Type.Boolean(),
    virtualAid: Type.Boolean(),
  },
  { additionalProperties: false, description: 'Aid to navigation (message 21)' },
);
export type AtonRecordJson = Static<typeof AtonRecordSchema>;
