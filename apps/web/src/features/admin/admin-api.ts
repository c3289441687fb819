import type { ApplicationStatus, Policy, Role } from '@havkart/domain';
import { apiClient } from '../../api/client.js';
import type { Application } from '../applications/applications-api.js';
import type { StoredAppConfig, StoredGlobalDeskNotification } from './content.rules.js';

/** An application with its applicant's names, as the administrator's list carries it. */
export interface AdminApplication extends Application {
  readonly applicant: { readonly name: string; readonly username: string } | null;
}

/** One page of the audit log; `nextCursor` fetches the older page after it. */
export interface AuditPage {
  readonly entries: AuditEntry[];
  readonly nextCursor: string | null;
}

export interface StoredAppConfigAnswer {
  readonly app: string;
  readonly config: StoredAppConfig;
  readonly updatedAt: string;
  readonly updatedBy: string | null;
}

export interface StoredGlobalAnswer {
  readonly deskNotification: StoredGlobalDeskNotification;
  readonly updatedAt: string;
  readonly updatedBy: string | null;
}

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

/** A user as the administration routes list them (docs/api.md). */
export interface AdminUser {
  readonly id: string;
  readonly username: string;
  readonly name: string;
  readonly email: string | null;
  readonly roles: Role[];
  readonly policies: Policy[];
  readonly phone: string | null;
  readonly createdAt: string;
}

export interface AuditEntry {
  readonly id: string;
  readonly at: string;
  readonly actorId: string;
  readonly actorName: string;
  readonly action: string;
  readonly target: string | null;
  readonly details: unknown;
}

export interface RegisteredApiClient {
  readonly clientId: string;
  readonly name: string;
  readonly createdBy: string;
  readonly createdAt: string;
}

export type Decision = 'approve' | 'reject' | 'revoke';

/** What a decision may act on: approve and reject a Pending one, revoke an Approved one. */
export function decisionsFor(status: ApplicationStatus): Decision[] {
  if (status === 'Pending') return ['approve', 'reject'];
  if (status === 'Approved') return ['revoke'];
  return [];
}

export const adminApi = {
  applications: (status: ApplicationStatus | '', signal: AbortSignal) =>
    apiClient.get<AdminApplication[]>('/bwapi/v1/admin/applications', {
      query: { status: status || undefined, limit: 200 },
      signal,
    }),
  decide: (id: string, decision: Decision, reason: string) =>
    apiClient.post<{ application: Application; mailed: boolean }>(
      `/bwapi/v1/admin/applications/${encodeURIComponent(id)}/${decision}`,
      reason.trim() ? { reason: reason.trim() } : {},
    ),
  users: (q: string, signal: AbortSignal) =>
    apiClient.get<{ total: number; users: AdminUser[] }>('/bwapi/v1/admin/users', {
      query: { q: q.trim() || undefined, limit: 100 },
      signal,
    }),
  setGrants: (id: string, roles: readonly string[], policies: readonly string[]) =>
    apiClient.request<AdminUser>(`/bwapi/v1/admin/users/${encodeURIComponent(id)}/grants`, {
      method: 'PUT',
      json: { roles, policies },
    }),
  audit: (cursor: string | null, signal: AbortSignal) =>
    apiClient.get<AuditPage>('/bwapi/v1/admin/audit', {
      query: { limit: AUDIT_PAGE_SIZE, cursor: cursor ?? undefined },
      signal,
    }),
  appConfig: (app: string, signal: AbortSignal) =>
    apiClient.get<StoredAppConfigAnswer>(`/bwapi/v1/admin/spadata/${encodeURIComponent(app)}`, {
      signal,
    }),
  saveAppConfig: (app: string, config: StoredAppConfig) =>
    apiClient.request<StoredAppConfigAnswer>(`/bwapi/v1/admin/spadata/${encodeURIComponent(app)}`, {
      method: 'PUT',
      json: config,
    }),
  globalDesk: (signal: AbortSignal) =>
    apiClient.get<StoredGlobalAnswer>('/bwapi/v1/admin/desknotification', { signal }),
  saveGlobalDesk: (notification: StoredGlobalDeskNotification) =>
    apiClient.request<StoredGlobalAnswer>('/bwapi/v1/admin/desknotification', {
      method: 'PUT',
      json: notification,
    }),
  apiClients: (signal: AbortSignal) =>
    apiClient.get<RegisteredApiClient[]>('/bwapi/v1/admin/apiclients', { signal }),
  createApiClient: (clientId: string, name: string) =>
    apiClient.post<RegisteredApiClient & { clientSecret: string }>('/bwapi/v1/admin/apiclients', {
      clientId,
      name,
    }),
  removeApiClient: (clientId: string) =>
    apiClient.request<void>(`/bwapi/v1/admin/apiclients/${encodeURIComponent(clientId)}`, {
      method: 'DELETE',
    }),
};
