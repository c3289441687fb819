// Reads answers of the national place-name service (stedsnavn API v1). `/navn` has one row
// per spelling; `/sted` and `/punkt` one row per place with its spellings in `stedsnavn`.
// Keys carry ø and å, hence the bracket access.
import type { PlaceNameResult } from './search.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function firstName(list: unknown, key: string): string | null {
  if (!Array.isArray(list)) return null;
  const first: unknown = list[0];
  return isObject(first) ? text(first[key]) : null;
}

function position(row: Json): { lon: number; lat: number } | null {
  const point = row['representasjonspunkt'];
  if (!isObject(point)) return null;
  const lat = point['nord'];
  const lon = point['øst'];
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return { lon, lat };
}

function result(row: Json, name: string, number: unknown): PlaceNameResult | null {
  const at = position(row);
  const type = text(row['navneobjekttype']);
  if (!at || !type || (typeof number !== 'number' && typeof number !== 'string')) return null;
  return {
    uniqueId: `${number}:${name}`,
    name,
    type,
    municipality: firstName(row['kommuner'], 'kommunenavn'),
    county: firstName(row['fylker'], 'fylkesnavn'),
    ...at,
  };
}

/**
 * Results of a `/navn`, `/sted` or `/punkt` answer, in the service's order. Rows without a
 * spelling, type or position are skipped; an answer of another shape yields none.
 */
export function parseStedsnavn(body: unknown): PlaceNameResult[] {
  if (!isObject(body)) return [];
  const rows = body['navn'] ?? body['steder'];
  if (!Array.isArray(rows)) return [];
  const out: PlaceNameResult[] = [];
  for (const row of rows as unknown[]) {
    if (!isObject(row)) continue;
    const spellings: unknown[] = Array.isArray(row['stedsnavn']) ? row['stedsnavn'] : [row];
    for (const spelling of spellings) {
      const name = isObject(spelling) ? text(spelling['skrivemåte']) : null;
      const r = name ? result(row, name, row['stedsnummer']) : null;
      if (r) out.push(r);
    }
  }
  return out;
}
