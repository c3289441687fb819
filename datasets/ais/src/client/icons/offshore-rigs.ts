// The offshore installations that transmit AIS and are drawn with the platform icon instead of
// a ship (spec 02 §3: "a fixed list of 17 known offshore rigs, by mmsi"). The spec gives no
// numbers (checklist A33), so the list is the server's: a site configures its own, and the
// demo list is the installations the built-in simulator transmits. The page loads it once,
// with the vessel layer; until it has arrived no vessel is drawn as a platform.

/** One installation: its MMSI and the name it is known by. */
export interface OffshoreRig {
  readonly mmsi: number;
  readonly name: string;
}

/** Where the server serves the list (apps/server `offshore/`). */
export const OFFSHORE_INSTALLATIONS_PATH = '/api/v1/offshoreinstallations';

let rigs: readonly OffshoreRig[] = [];
let rigMmsis: ReadonlySet<number> = new Set();
let loading: Promise<readonly OffshoreRig[]> | null = null;

/** The installations known now (empty until the list has loaded). */
export function offshoreRigs(): readonly OffshoreRig[] {
  return rigs;
}

/** Whether an MMSI is one of the offshore installations of the loaded list. */
export function isOffshoreRig(mmsi: number): boolean {
  return rigMmsis.has(mmsi);
}

/** Replaces the list; the icon choice reads it from then on. */
export function setOffshoreRigs(list: readonly OffshoreRig[]): void {
  rigs = list;
  rigMmsis = new Set(list.map((rig) => rig.mmsi));
}

/** Forgets the list and any load, as on a fresh page (tests). */
export function forgetOffshoreRigs(): void {
  setOffshoreRigs([]);
  loading = null;
}

/**
 * The installations of the server's answer `{ demoData, installations: [{ mmsi, name }] }`.
 * An entry that is not an installation is left out rather than failing the whole list.
 */
export function parseOffshoreRigs(answer: unknown): OffshoreRig[] {
  const list = (answer as { installations?: unknown } | null)?.installations;
  if (!Array.isArray(list)) throw new Error('The offshore installations answer holds no list');
  return list.flatMap((entry: unknown): OffshoreRig[] => {
    const { mmsi, name } = (entry ?? {}) as { mmsi?: unknown; name?: unknown };
    return typeof mmsi === 'number' && Number.isInteger(mmsi) && typeof name === 'string'
      ? [{ mmsi, name }]
      : [];
  });
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/**
 * Loads the list once per page; later calls share that load. A failed load is not kept, so
 * the next start of the vessel layer tries again.
 */
export function loadOffshoreRigs(
  get: (path: string) => Promise<unknown> = fetchJson,
): Promise<readonly OffshoreRig[]> {
  loading ??= get(OFFSHORE_INSTALLATIONS_PATH)
    .then((answer) => {
      setOffshoreRigs(parseOffshoreRigs(answer));
      return rigs;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
