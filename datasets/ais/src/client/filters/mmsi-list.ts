// The MMSI list the user types into the filter (checklist A17: at most 1000 entries, each
// 1–9 digits).

/** Most MMSIs one filter holds. */
export const MAX_FILTER_MMSIS = 1000;

export type MmsiListResult =
  | { readonly ok: true; readonly mmsis: number[] }
  | { readonly ok: false; readonly invalid: string }
  | { readonly ok: false; readonly tooMany: true };

/** Reads numbers separated by commas, semicolons or white space; duplicates count once. */
export function parseMmsiList(text: string): MmsiListResult {
  const parts = text.split(/[\s,;]+/).filter((part) => part.length > 0);
  const invalid = parts.find((part) => !/^\d{1,9}$/.test(part));
  if (invalid !== undefined) return { ok: false, invalid };
  const mmsis = [...new Set(parts.map(Number))];
  if (mmsis.length > MAX_FILTER_MMSIS) return { ok: false, tooMany: true };
  return { ok: true, mmsis };
}
