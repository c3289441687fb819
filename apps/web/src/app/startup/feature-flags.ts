import { create } from 'zustand';
import type { ApiClient } from '../../api/api-client.js';
import { readStored, writeStored } from '../storage.js';

/** The "feature flags" settings section (spec 01 §3). */
export const FEATURE_FLAGS_SECTION = 'featureFlags';

/** `GET {api}/v1/featureflags`: the server's flags and the signed-in user's own (spec 01 §3). */
export interface FeatureFlags {
  serverFlags: string[];
  userFlags: string[];
}

const NONE: FeatureFlags = { serverFlags: [], userFlags: [] };

function names(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((name): name is string => typeof name === 'string')
    : [];
}

/** Checks an answer or a stored value; anything but two lists of names is read as none. */
export function parseFeatureFlags(value: unknown): FeatureFlags | null {
  if (typeof value !== 'object' || value === null) return null;
  const { serverFlags, userFlags } = value as Record<string, unknown>;
  if (!Array.isArray(serverFlags) && !Array.isArray(userFlags)) return null;
  return { serverFlags: names(serverFlags), userFlags: names(userFlags) };
}

/** Whether a flag is on: set by the server for everyone or for this user. */
export function flagOn(flags: FeatureFlags, name: string): boolean {
  return flags.serverFlags.includes(name) || flags.userFlags.includes(name);
}

/** The flags in force; until the first answer, those kept from the last visit. */
export const useFeatureFlags = create<FeatureFlags>(
  () => readStored(FEATURE_FLAGS_SECTION, parseFeatureFlags) ?? NONE,
);

/**
 * Fetches the feature flags (after sign-in, so the user's own come with them) and keeps
 * them in their settings section. A failed fetch keeps what was stored: flags never block
 * the start.
 */
export async function loadFeatureFlags(
  api: Pick<ApiClient, 'get'>,
  log: (message: string, detail?: unknown) => void = () => undefined,
): Promise<FeatureFlags> {
  try {
    const flags = parseFeatureFlags(await api.get<unknown>('/bwapi/v1/featureflags')) ?? NONE;
    writeStored(FEATURE_FLAGS_SECTION, flags);
    useFeatureFlags.setState(flags, true);
    return flags;
  } catch (error) {
    log('Fetching feature flags failed', error);
    return useFeatureFlags.getState();
  }
}
