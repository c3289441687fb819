import type { ApplicationStatus, Policy, Role } from '@havkart/domain';
import { apiClient } from '../../api/client.js';
import type { Application } from '../applications/applications-api.js';

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
  readonly target: string;
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
    apiClient.get<Application[]>('/bwapi/v1/admin/applications', {
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
  audit: (signal: AbortSignal) =>
    apiClient.get<AuditEntry[]>('/bwapi/v1/admin/audit', { query: { limit: 200 }, signal }),
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
