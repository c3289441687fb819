import { CURRENT_PAGE } from './page-variant.js';

/**
 * Local settings are stored under keys prefixed with the app name (spec 01 §3), one key per
 * section: `havkart.language`, `nais.mapState` …
 */
export function storageKey(section: string): string {
  return `${CURRENT_PAGE.variant.name}.${section}`;
}

/** Reads a stored section; `null` when absent, unreadable or storage is blocked. */
export function readStored<T>(section: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = window.localStorage.getItem(storageKey(section));
    if (raw === null) return null;
    return parse(JSON.parse(raw));
  } catch {
    // Blocked storage (private mode, sandboxed frames) or a corrupt value: use the default.
    return null;
  }
}

export function writeStored(section: string, value: unknown): void {
  try {
    window.localStorage.setItem(storageKey(section), JSON.stringify(value));
  } catch {
    // Blocked or full storage: the setting lasts for this visit only.
  }
}
