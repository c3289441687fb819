// Which datasets the map legend lists (spec 01 §2, spec 02 §2): every active dataset with a
// legend view or demo data (the demo notice is part of its legend), in the menu's order.
// Base maps have the panel's own land, sea and coastline rows.

export interface LegendCandidate {
  readonly id: string;
  readonly dataset: {
    readonly name: string;
    readonly demoData: boolean;
    readonly baseMap: boolean;
  };
  readonly part: { readonly legend?: unknown };
}

export interface LegendEntry {
  readonly datasetId: string;
  readonly name: string;
  readonly demoData: boolean;
  readonly hasLegend: boolean;
}

export function legendEntries(
  services: Iterable<LegendCandidate>,
  isActive: (datasetId: string) => boolean,
): LegendEntry[] {
  const entries: LegendEntry[] = [];
  for (const service of services) {
    if (!isActive(service.id)) continue;
    const hasLegend = service.part.legend !== undefined;
    if (service.dataset.baseMap && !hasLegend) continue;
    if (!hasLegend && !service.dataset.demoData) continue;
    entries.push({
      datasetId: service.id,
      name: service.dataset.name,
      demoData: service.dataset.demoData,
      hasLegend,
    });
  }
  return entries;
}
