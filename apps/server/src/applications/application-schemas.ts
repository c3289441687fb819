import { Type } from 'typebox';

/** An application as the API answers it. `details` is what the form asked for. */
export const Application = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  kind: Type.Union([Type.Literal('ais'), Type.Literal('arctic'), Type.Literal('fiskinfo')]),
  status: Type.Union([
    Type.Literal('Pending'),
    Type.Literal('Approved'),
    Type.Literal('Rejected'),
    Type.Literal('Revoked'),
  ]),
  details: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});

/** An application as the administrator sees it: with the applicant's names. */
export const AdminApplication = Type.Object({
  ...Application.properties,
  applicant: Type.Union([
    Type.Object({ name: Type.String(), username: Type.String() }),
    Type.Null(),
  ]),
});

/**
 * Form bodies are checked field by field by the domain rules, so each field answers with
 * the spec's message rather than a schema error; the schema only documents them.
 */
const field = (description: string) => Type.Optional(Type.Unknown({ description }));

export const AisApplicationBody = Type.Object({
  areaOfInterest: field('GeoJSON Polygon or MultiPolygon (bare, or a Feature holding one)'),
  companyName: field('2–200 characters'),
  dataPurposeDescription: field('10–2000 characters'),
  email: field('e-mail address, at most 100 characters'),
  firstName: field('1–100 characters'),
  lastName: field('1–100 characters'),
  phone: field('eight digits (spaces allowed)'),
});

export const ArcticApplicationBody = Type.Object({
  mmsi: field('nine-digit ship MMSI whose MID is in the ITU table'),
  comment: field('optional, at most 2000 characters'),
});

export const FiskInfoApplicationBody = Type.Object({
  role: field('a fisk-info role (any role but BwDeveloper)'),
  callSign: field('the vessel call sign; required for BwYrkesfisker and BwDownloadFishingfacility'),
  comment: field('optional, at most 2000 characters'),
});

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
