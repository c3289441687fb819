import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once a handler has written its own audit entry, so the catch-all skips it. */
    adminAudited: boolean;
  }
}

export interface AuditEntry {
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}

export interface AuditRecord extends AuditEntry {
  id: string;
  at: string;
  actorId: string;
  actorName: string;
}

/** Every administrator route lives under this prefix; every change there is recorded. */
export const ADMIN_PREFIX = '/api/v1/admin/';

async function actorOf(request: FastifyRequest): Promise<{ id: string; name: string }> {
  const caller = request.caller;
  if (!caller) return { id: 'unknown', name: 'unknown' };
  const stored = await request.server.identity.storedUser(caller);
  return { id: caller.userKey, name: stored?.name ?? caller.subject };
}

/** Records one administrator action by the request's caller. */
export async function recordAdminAction(
  db: Kysely<Database>,
  request: FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  const actor = await actorOf(request);
  await db
    .insertInto('admin_audit')
    .values({
      id: randomUUID(),
      at: new Date().toISOString(),
      actor_id: actor.id,
      actor_name: actor.name,
      action: entry.action,
      target: entry.target,
      details: JSON.stringify(entry.details),
    })
    .execute();
  request.adminAudited = true;
}

/** Where a page of the audit log ends: the last entry's time and id. */
export interface AuditCursor {
  at: string;
  id: string;
}

/** The cursor as the API passes it: opaque base64url text. */
export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id]), 'utf8').toString('base64url');
}

/** The cursor the API was given, or null when it is not one this server wrote. */
export function decodeAuditCursor(text: string): AuditCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || id.length === 0 || id.length > 64) {
      return null;
    }
    return Number.isNaN(Date.parse(at)) ? null : { at, id };
  } catch {
    return null;
  }
}

export interface AuditPage {
  entries: AuditRecord[];
  /** Where the next (older) page starts; null on the last page. */
  nextCursor: string | null;
}

/**
 * The newest entries first, a page at a time. Paging is by keyset (time, then id), so an
 * action recorded while the administrator reads does not shift later pages. `before` (an
 * ISO time) starts further back.
 */
export async function listAudit(
  db: Kysely<Database>,
  options: { limit: number; cursor?: AuditCursor; before?: string; action?: string },
): Promise<AuditPage> {
  let query = db.selectFrom('admin_audit').selectAll();
  if (options.before) query = query.where('at', '<', options.before);
  if (options.action) query = query.where('action', '=', options.action);
  const cursor = options.cursor;
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('at', '<', cursor.at),
        eb.and([eb('at', '=', cursor.at), eb('id', '>', cursor.id)]),
      ]),
    );
  }
  // One more than asked tells whether another page follows.
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      target: row.target,
      details: JSON.parse(row.details) as Record<string, unknown>,
    })),
    nextCursor: rows.length > options.limit && last ? encodeAuditCursor(last) : null,
  };
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every successful change under /api/v1/admin/ that its handler did not record
 * itself (API clients, which live with sign-in; app configuration: news, desk notification,
 * how-to cards): method and route as the action, the path's identifier as the target.
 * Bodies are not stored: they may hold secrets.
 * Registered at the root before the route groups, so its hook reaches all of them.
 */
export const adminAuditPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('adminAudited', false);
    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.url ?? '';
      if (
        !route.startsWith(ADMIN_PREFIX) ||
        !MUTATING.has(request.method) ||
        reply.statusCode >= 400 ||
        request.adminAudited
      ) {
        return payload;
      }
      const params = (request.params ?? {}) as Record<string, unknown>;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const target = [params.clientId, params.id, params.app, body.clientId].find(
        (value): value is string => typeof value === 'string',
      );
      await recordAdminAction(app.db, request, {
        action: `${request.method} ${route}`,
        target: target ?? null,
        details: { status: reply.statusCode },
      });
      return payload;
    });
  },
  { name: 'admin-audit', dependencies: ['database'] },
);
