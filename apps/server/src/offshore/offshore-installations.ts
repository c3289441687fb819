/**
 * The offshore installations drawn with the platform icon (spec 02 §3: "a fixed list of 17
 * known offshore rigs, by mmsi"; the spec gives no MMSIs, checklist A33). A site names its own
 * list in `OFFSHORE_RIGS_FILE`, a JSON array of `{ "mmsi": 257000000, "name": "…" }`; without
 * it the server serves the demo list, the installations the built-in simulator transmits.
 */
import { readFileSync } from 'node:fs';
import { OFFSHORE_INSTALLATIONS } from '@havkart/ais';
import { ConfigError } from '../config/config-error.js';

export const OFFSHORE_RIGS_VARIABLE = 'OFFSHORE_RIGS_FILE';

/** Longest installation name accepted. */
const MAX_NAME = 100;
/** More entries than any shelf has installations with AIS; a guard against a wrong file. */
const MAX_ENTRIES = 2000;

export interface OffshoreInstallationEntry {
  readonly mmsi: number;
  readonly name: string;
}

export interface OffshoreInstallationList {
  readonly installations: readonly OffshoreInstallationEntry[];
  /** True for the bundled demo list (the simulator's installations). */
  readonly demoData: boolean;
  /** The file read, or null for the demo list. */
  readonly file: string | null;
}

/** The demo list: the simulator's installations, by the definition it transmits from. */
export function demoInstallations(): OffshoreInstallationList {
  return {
    installations: OFFSHORE_INSTALLATIONS.map(({ mmsi, name }) => ({ mmsi, name })),
    demoData: true,
    file: null,
  };
}

function fail(file: string, message: string): never {
  throw new ConfigError(OFFSHORE_RIGS_VARIABLE, `${file}: ${message}`);
}

/** Checks a parsed file: an array of `{mmsi, name}` with unique 9-digit-or-less MMSIs. */
export function parseInstallations(file: string, data: unknown): OffshoreInstallationEntry[] {
  if (!Array.isArray(data)) fail(file, 'must hold a JSON array of {"mmsi", "name"} objects');
  if (data.length > MAX_ENTRIES)
    fail(file, `holds ${data.length} entries, more than ${MAX_ENTRIES}`);
  const seen = new Set<number>();
  return data.map((entry: unknown, i): OffshoreInstallationEntry => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      fail(file, `entry ${i} is not an object with "mmsi" and "name"`);
    }
    const { mmsi, name } = entry as { mmsi?: unknown; name?: unknown };
    if (typeof mmsi !== 'number' || !Number.isInteger(mmsi) || mmsi < 1 || mmsi > 999_999_999) {
      fail(file, `entry ${i}: "mmsi" must be a whole number from 1 to 999999999`);
    }
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME) {
      fail(file, `entry ${i}: "name" must be a text of 1–${MAX_NAME} characters`);
    }
    if (seen.has(mmsi)) fail(file, `entry ${i}: MMSI ${mmsi} is listed twice`);
    seen.add(mmsi);
    return { mmsi, name: name.trim() };
  });
}

/**
 * Reads the list named by `OFFSHORE_RIGS_FILE`, or the demo list when it is unset. A file that
 * cannot be read or does not hold a valid list stops start-up with a {@link ConfigError}
 * naming the variable and the file.
 */
export function loadOffshoreInstallations(
  env: Readonly<Record<string, string | undefined>>,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): OffshoreInstallationList {
  const file = env[OFFSHORE_RIGS_VARIABLE]?.trim();
  if (!file) return demoInstallations();
  let text: string;
  try {
    text = read(file);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    fail(file, `cannot be read${typeof code === 'string' ? ` (${code})` : ''}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    fail(file, `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  return { installations: parseInstallations(file, data), demoData: false, file };
}
