import type { ApplicationStatus, FieldErrors } from '@havkart/domain';
import { apiClient } from '../../api/client.js';

export type ApplicationKind = 'ais' | 'arctic' | 'fiskinfo';

/** An access application as the server keeps it (docs/api.md). */
export interface Application {
  readonly id: string;
  readonly userId: string;
  readonly kind: ApplicationKind;
  readonly status: ApplicationStatus;
  readonly details: Readonly<Record<string, unknown>>;
  readonly createdAt: string;
  readonly decidedAt: string | null;
  readonly decidedBy: string | null;
  readonly reason: string | null;
}

export function loadMyApplications(signal: AbortSignal): Promise<Application[]> {
  return apiClient.get<Application[]>('/bwapi/v1/applications', { signal });
}

export function sendApplication(kind: ApplicationKind, body: unknown): Promise<Application> {
  return apiClient.post<Application>(`/bwapi/v1/applications/${kind}`, body);
}

/** Whether any field broke a rule. */
export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
