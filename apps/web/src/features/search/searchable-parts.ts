/** The client parts whose dataset the catalogue holds and that offer a search source. */
export function searchableParts<P extends { datasetId: string; searchSource?: unknown }>(
  parts: readonly P[],
  holds: (datasetId: string) => boolean,
): P[] {
  return parts.filter((part) => part.searchSource !== undefined && holds(part.datasetId));
}
