import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  isValid,
  validateAisApplication,
  validateArcticApplication,
  validateFiskInfoApplication,
  type FieldErrors,
} from '@havkart/domain';
import { problemResponses } from '../plugins/problem-details.js';
import { sendFieldErrors } from '../registration/field-problem.js';
import type { StoredUser } from '../auth/users.js';
import { atomically } from '../database/atomic.js';
import {
  applicationNotFound,
  findApplication,
  hasPending,
  insertApplication,
  isUniqueViolation,
  listApplications,
  loadUserForUpdate,
  saveGrants,
  toView,
  userNotFound,
} from './application-store.js';
import {
  AisApplicationBody,
  Application,
  ArcticApplicationBody,
  FiskInfoApplicationBody,
  IdParams,
} from './application-schemas.js';
import { submitted, type ApplicationKind, type ApplicationRequest } from './grants.js';
import { aisRequest, arcticRequest, fiskInfoRequest, pendingProblem } from './submit.js';

type Form = Record<string, unknown>;

/**
 * A signed-in user's own access applications (spec 01 §4, §5): restricted AIS, arctic and
 * fisk-info. Each starts Pending; an administrator decides (admin/).
 */
export const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  async function applicant(request: FastifyRequest): Promise<StoredUser> {
    // Only users of our own sign-in have a profile that approval can change.
    const stored = request.caller ? await app.identity.storedUser(request.caller) : null;
    if (!stored) throw userNotFound();
    return stored;
  }

  app.get(
    '/api/v1/applications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: "The signed-in user's applications, newest first",
        response: { 200: Type.Array(Application), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await applicant(request);
      reply.header('cache-control', 'private, no-store');
      return (await listApplications(db, { userId: user.id })).map(toView);
    },
  );

  app.get(
    '/api/v1/applications/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: 'One of the signed-in user’s applications',
        params: IdParams,
        response: { 200: Application, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await applicant(request);
      const row = await findApplication(db, request.params.id);
      if (!row || row.user_id !== user.id) throw applicationNotFound();
      return toView(row);
    },
  );

  const forms: {
    kind: ApplicationKind;
    body: typeof AisApplicationBody | typeof ArcticApplicationBody | typeof FiskInfoApplicationBody;
    summary: string;
    validate: (form: Form) => FieldErrors;
    build: (user: StoredUser, form: Form) => Promise<ApplicationRequest>;
  }[] = [
    {
      kind: 'ais',
      body: AisApplicationBody,
      summary: 'Apply for restricted AIS access within an area of interest',
      validate: validateAisApplication,
      build: async (_user, form) => aisRequest(form),
    },
    {
      kind: 'arctic',
      body: ArcticApplicationBody,
      summary: 'Apply for arctic AIS access for a vessel',
      validate: validateArcticApplication,
      build: async (user, form) => arcticRequest(user, form),
    },
    {
      kind: 'fiskinfo',
      body: FiskInfoApplicationBody,
      summary: 'Apply for a fisk-info role, with a vessel by call sign',
      validate: validateFiskInfoApplication,
      build: (user, form) => fiskInfoRequest(db, user, form),
    },
  ];

  for (const form of forms) {
    app.post(
      `/api/v1/applications/${form.kind}`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['applications'],
          summary: form.summary,
          body: form.body,
          response: { 201: Application, ...problemResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const body = (request.body ?? {}) as Form;
        const errors = form.validate(body);
        if (!isValid(errors)) return sendFieldErrors(reply, errors);
        const user = await applicant(request);
        if (await hasPending(db, user.id, form.kind)) throw pendingProblem();
        const built = await form.build(user, body);
        const row = await atomically(db, async (trx) => {
          const fresh = await loadUserForUpdate(trx, user.id);
          await saveGrants(trx, user.id, submitted(fresh, built));
          return insertApplication(trx, user.id, built);
        }).catch((error: unknown) => {
          // Two submits at once: the one-pending index lets only the first through.
          throw isUniqueViolation(error) ? pendingProblem() : error;
        });
        return reply.code(201).send(toView(row));
      },
    );
  }
};
