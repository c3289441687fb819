import { AIS_ERROR_KINDS, type AisErrorKind } from '@havkart/ais';

/** Counters of one source, as `GET /api/v1/ais/status` shows them. */
export interface SourceStats {
  url: string;
  kind: string;
  connected: boolean;
  bytes: number;
  lines: number;
  messages: number;
  duplicates: number;
  errors: Record<AisErrorKind, number>;
  lastMessageMs: number | null;
  reconnects: number;
}

export function newSourceStats(url: string, kind: string): SourceStats {
  const errors = {} as Record<AisErrorKind, number>;
  for (const k of AIS_ERROR_KINDS) errors[k] = 0;
  return {
    url,
    kind,
    connected: false,
    bytes: 0,
    lines: 0,
    messages: 0,
    duplicates: 0,
    errors,
    lastMessageMs: null,
    reconnects: 0,
  };
}
