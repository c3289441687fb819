// The vessel search source (spec 02 §7, A08): the live API's latest search on the open base
// and, for a user with a restricted AIS profile, on the restricted base too, merged by MMSI.
// Pure apart from the host it is handed, so tests give it a fake host.
import type {
  DatasetSearchHost,
  DatasetSearchResult,
  DatasetSearchSource,
} from '@havkart/datasets-core/client';
import { matchRank } from '@havkart/domain';

/** Bases asked, open first; the restricted base only with a restricted profile (R18.07). */
export const OPEN_SEARCH_BASE = '/live/v1';
export const RESTRICTED_SEARCH_BASE = '/live/restricted/v1';
/** Zoom a chosen vessel is shown at. */
export const VESSEL_SEARCH_ZOOM = 13;

/** The fields of a vessel search answer the source reads (A08). */
interface VesselHit {
  mmsi: number;
  name: string | null;
  callSign: string | null;
  imoNumber: number | null;
  latitude: number | null;
  longitude: number | null;
}

function asHit(value: unknown): VesselHit | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.mmsi !== 'number') return null;
  const text = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : null);
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  return {
    mmsi: v.mmsi,
    name: text(v.name),
    callSign: text(v.callSign),
    imoNumber: num(v.imoNumber),
    latitude: num(v.latitude),
    longitude: num(v.longitude),
  };
}

export function vesselSearchPath(base: string, query: string): string {
  return `${base}/latest/search?query=${encodeURIComponent(query.trim())}`;
}

/**
 * Merges the bases' answers by MMSI: a later base's record (restricted) replaces an earlier
 * one's, since it may carry a newer position; the order of first appearance stays.
 */
export function mergeByMmsi(answers: readonly (readonly unknown[])[]): VesselHit[] {
  const byMmsi = new Map<number, VesselHit>();
  for (const answer of answers) {
    for (const item of answer) {
      const hit = asHit(item);
      if (hit) byMmsi.set(hit.mmsi, { ...byMmsi.get(hit.mmsi), ...hit });
    }
  }
  return [...byMmsi.values()];
}

/** A vessel as a search result: ranked exact, prefix, fuzzy (as the server), named by name. */
export function vesselResult(query: string, hit: VesselHit): DatasetSearchResult {
  const at =
    hit.longitude !== null && hit.latitude !== null
      ? ([hit.longitude, hit.latitude] as const)
      : undefined;
  return {
    uniqueId: `vessels:${hit.mmsi}`,
    label: hit.name ?? String(hit.mmsi),
    detail: [`MMSI ${hit.mmsi}`, hit.callSign].filter(Boolean).join(' · '),
    rank: matchRank(query, hit) ?? 3,
    sortValue: hit.name ?? '',
    target: at
      ? { pathname: `/ais/${hit.mmsi}`, center: at, zoom: VESSEL_SEARCH_ZOOM }
      : { pathname: `/ais/${hit.mmsi}` },
  };
}

async function ask(host: DatasetSearchHost, base: string, query: string, signal: AbortSignal) {
  const answer = await host.get(vesselSearchPath(base, query), signal);
  if (!Array.isArray(answer)) throw new Error(`${base}: the vessel search answer is not a list`);
  return answer as unknown[];
}

/**
 * Asks each base the user may use at once; one failed base is tolerated while another
 * answers, and the search fails only when every base failed.
 */
export async function searchVessels(
  query: string,
  host: DatasetSearchHost,
  signal: AbortSignal,
): Promise<DatasetSearchResult[]> {
  const bases = (await host.restrictedAis())
    ? [OPEN_SEARCH_BASE, RESTRICTED_SEARCH_BASE]
    : [OPEN_SEARCH_BASE];
  const settled = await Promise.allSettled(bases.map((base) => ask(host, base, query, signal)));
  const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (answers.length === 0) {
    const first = settled.find((s) => s.status === 'rejected');
    throw first?.reason instanceof Error ? first.reason : new Error('Vessel search failed');
  }
  return mergeByMmsi(answers).map((hit) => vesselResult(query, hit));
}

export const vesselSearchSource: DatasetSearchSource = {
  id: 'vessels',
  category: 'vessels',
  priority: 0,
  uniqueProp: 'mmsi',
  sortProp: 'name',
  search: searchVessels,
};
