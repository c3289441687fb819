import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ADMIN_POLICY,
  ISO_TIME_DESCRIPTION,
  ISO_TIME_PATTERN,
  POLICIES,
  ROLES,
  parseIsoTime,
} from '@havkart/domain';
import { requirePolicy } from '../auth/access.js';
import { HttpProblem, problemResponses, sendProblem } from '../plugins/problem-details.js';
import {
  applicationNotFound,
  findApplicationWithApplicant,
  listApplicationsWithApplicant,
  updateUser,
  toAdminView,
  userNotFound,
} from '../applications/application-store.js';
import { AdminApplication, Application, IdParams } from '../applications/application-schemas.js';
import { decodeAuditCursor, listAudit, recordAdminAction } from './audit.js';
import { findAdminUser, searchUsers } from './admin-users.js';
import { decide } from './decide.js';

/** Every route here is for administrators only: the one admin rule of the identity code. */
const ADMIN = requirePolicy(ADMIN_POLICY);

const AdminUser = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(Type.String()),
  policies: Type.Array(Type.String()),
  profile: Type.Record(Type.String(), Type.Unknown()),
  phone: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

const Reason = Type.String({ minLength: 1, maxLength: 2000 });

const AuditRecord = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  actorId: Type.String(),
  actorName: Type.String(),
  action: Type.String(),
  target: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
});

const Paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
};

const StatusFilter = Type.Union([
  Type.Literal('Pending'),
  Type.Literal('Approved'),
  Type.Literal('Rejected'),
  Type.Literal('Revoked'),
]);
const KindFilter = Type.Union([
  Type.Literal('ais'),
  Type.Literal('arctic'),
  Type.Literal('fiskinfo'),
]);

/**
 * The administrator's API: users (list, search, roles and policies), access applications
 * (approve, reject, revoke with a reason mailed to the applicant) and the audit log of
 * every administrator action. API clients are registered under /api/v1/admin/apiclients.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/api/v1/admin/users',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Users, searched by sign-in name, name or e-mail (any case)',
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })), ...Paging }),
        response: {
          200: Type.Object({ total: Type.Integer(), users: Type.Array(AdminUser) }),
          ...problemResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { q, limit = 50, offset = 0 } = request.query;
      return searchUsers(db, { q, limit, offset });
    },
  );

  app.get(
    '/api/v1/admin/users/by-name/:username',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'One user by sign-in name',
        params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: AdminUser, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await findAdminUser(db, { username: request.params.username });
      if (!user) throw new HttpProblem(404, 'Not Found', 'Unknown user name', 'UserIdNotFound');
      return user;
    },
  );

  app.get(
    '/api/v1/admin/users/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'One user by id',
        params: IdParams,
        response: { 200: AdminUser, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await findAdminUser(db, { id: request.params.id });
      if (!user) throw userNotFound();
      return user;
    },
  );

  app.put(
    '/api/v1/admin/users/:id/grants',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary:
          "Set a user's roles and policies (they reach the user's access token at its next " +
          'refresh); an administrator cannot drop their own BwAisAdmin',
        params: IdParams,
        body: Type.Object(
          {
            roles: Type.Array(Type.Union(ROLES.map((role) => Type.Literal(role))), {
              uniqueItems: true,
            }),
            policies: Type.Array(Type.Union(POLICIES.map((policy) => Type.Literal(policy))), {
              uniqueItems: true,
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: AdminUser, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { roles, policies } = request.body;
      if (request.caller?.subject === id && !(policies as string[]).includes(ADMIN_POLICY)) {
        throw new HttpProblem(409, 'Conflict', `You cannot remove ${ADMIN_POLICY} from yourself`);
      }
      const before = await updateUser(db, id, (user) => ({
        grants: { roles, policies, profile: user.profile },
        result: user,
      }));
      await recordAdminAction(db, request, {
        action: 'user.grants',
        target: id,
        details: {
          username: before.username,
          roles: { before: before.roles, after: roles },
          policies: { before: before.policies, after: policies },
        },
      });
      const user = await findAdminUser(db, { id });
      if (!user) throw userNotFound();
      return user;
    },
  );

  app.get(
    '/api/v1/admin/applications',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Access applications, newest first, by status, kind or user',
        querystring: Type.Object({
          status: Type.Optional(StatusFilter),
          kind: Type.Optional(KindFilter),
          userId: Type.Optional(Type.String({ maxLength: 64 })),
          ...Paging,
        }),
        response: { 200: Type.Array(AdminApplication), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit = 50, offset = 0, ...filter } = request.query;
      return (await listApplicationsWithApplicant(db, { ...filter, limit, offset })).map(
        toAdminView,
      );
    },
  );

  app.get(
    '/api/v1/admin/applications/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'One application',
        params: IdParams,
        response: { 200: AdminApplication, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findApplicationWithApplicant(db, request.params.id);
      if (!row) throw applicationNotFound();
      return toAdminView(row);
    },
  );

  const decisions = [
    { decision: 'approve', reasonRequired: false, summary: 'Approve a pending application' },
    { decision: 'reject', reasonRequired: true, summary: 'Reject a pending application' },
    { decision: 'revoke', reasonRequired: true, summary: 'Revoke an approved application' },
  ] as const;
  for (const { decision, reasonRequired, summary } of decisions) {
    app.post(
      `/api/v1/admin/applications/:id/${decision}`,
      {
        config: { access: ADMIN },
        schema: {
          tags: ['admin'],
          summary: `${summary}; the reason is mailed to the applicant`,
          params: IdParams,
          // Approval may come with no body at all; its optional reason is checked below.
          ...(reasonRequired
            ? { body: Type.Object({ reason: Reason }, { additionalProperties: false }) }
            : {}),
          response: {
            200: Type.Object({ application: Application, mailed: Type.Boolean() }),
            ...problemResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        const given: unknown = (request.body as { reason?: unknown } | null | undefined)?.reason;
        if (given !== undefined && (typeof given !== 'string' || given.length > 2000)) {
          throw new HttpProblem(
            400,
            'Bad Request',
            'The reason must be text of at most 2000 characters',
          );
        }
        const reason = given?.trim() || null;
        if (reasonRequired && !reason) {
          throw new HttpProblem(400, 'Bad Request', 'A reason is required');
        }
        return decide(app, request, request.params.id, decision, reason);
      },
    );
  }

  app.get(
    '/api/v1/admin/audit',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary:
          'The audit log of administrator actions, newest first, a page at a time: pass ' +
          "the answer's nextCursor as cursor for the next (older) page",
        querystring: Type.Object(
          {
            limit: Paging.limit,
            cursor: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 200,
                pattern: '^[A-Za-z0-9_-]+$',
                description: "An earlier answer's nextCursor",
              }),
            ),
            before: Type.Optional(
              Type.String({ pattern: ISO_TIME_PATTERN, description: ISO_TIME_DESCRIPTION }),
            ),
            action: Type.Optional(Type.String({ maxLength: 64 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            entries: Type.Array(AuditRecord),
            nextCursor: Type.Union([Type.String(), Type.Null()]),
          }),
          ...problemResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { limit = 50, cursor: cursorText, before, action } = request.query;
      const cursor = cursorText === undefined ? undefined : decodeAuditCursor(cursorText);
      if (cursor === null) {
        return sendProblem(reply, {
          title: 'One or more validation errors occurred.',
          status: 400,
          detail: 'Invalid querystring.cursor: not a cursor this server gave out',
          errors: { 'querystring.cursor': ['not a cursor this server gave out'] },
        });
      }
      // Compared with the stored `at` as text, so brought to the same form (UTC, milliseconds).
      const beforeMs = before === undefined ? undefined : parseIsoTime(before);
      if (beforeMs === null) {
        return sendProblem(reply, {
          title: 'One or more validation errors occurred.',
          status: 400,
          detail: 'Invalid querystring.before: not a date the calendar has',
          errors: { 'querystring.before': ['not a date the calendar has'] },
        });
      }
      const beforeAt = beforeMs === undefined ? undefined : new Date(beforeMs).toISOString();
      return listAudit(db, { limit, cursor, before: beforeAt, action });
    },
  );
};
