import { SUPPORTED_LANGUAGES } from '@havkart/domain';
import type { DatasetGroupManifest, DatasetManifest, LocalizedText } from './manifest.js';
import { isReservedDatasetId } from './reserved-ids.js';

/** Lower case, starts with a letter, at most 40 characters: safe in paths, layer ids, keys. */
export const DATASET_ID_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;

/** Zoom range of the map (spec 01 §9). */
const MIN_ZOOM = 0;
const MAX_ZOOM = 22;

/** A manifest broke a registry rule; the message names the dataset or group and the rule. */
export class DatasetRegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatasetRegistryError';
  }
}

/** The datasets and groups one app variant lists, in registry order. */
export interface DatasetCatalogue {
  readonly groups: readonly DatasetGroupManifest[];
  readonly datasets: readonly DatasetManifest[];
}

/** Every dataset Havkart knows, checked once when it is built. */
export interface DatasetRegistry extends DatasetCatalogue {
  get(id: string): DatasetManifest | undefined;
  /** Groups sorted by their `order`, and the datasets listed for app variant `appName`. */
  forApp(appName: string): DatasetCatalogue;
}

function checkName(owner: string, name: LocalizedText): void {
  for (const language of SUPPORTED_LANGUAGES) {
    if (!name[language]?.trim()) {
      throw new DatasetRegistryError(`${owner} has no name in ${language}`);
    }
  }
}

function checkId(kind: 'Dataset' | 'Group', id: string): void {
  if (!DATASET_ID_PATTERN.test(id)) {
    throw new DatasetRegistryError(
      `${kind} id "${id}" must be lower case letters, digits, - or _, starting with a letter`,
    );
  }
}

function checkDataset(dataset: DatasetManifest, groupIds: ReadonlySet<string>): void {
  const owner = `Dataset "${dataset.id}"`;
  checkId('Dataset', dataset.id);
  if (isReservedDatasetId(dataset.id)) {
    throw new DatasetRegistryError(
      `${owner}: the id is reserved (a server path, an app route or the embed prefix)`,
    );
  }
  if (!groupIds.has(dataset.group)) {
    throw new DatasetRegistryError(`${owner} names an unknown group "${dataset.group}"`);
  }
  checkName(owner, dataset.name);
  if (dataset.sources.length === 0) throw new DatasetRegistryError(`${owner} has no source`);
  for (const source of dataset.sources) {
    if (!/^(\/|https?:\/\/)/.test(source.dataUrl)) {
      throw new DatasetRegistryError(
        `${owner}: data URL "${source.dataUrl}" is neither a path nor an http(s) URL`,
      );
    }
  }
  const { min, max } = dataset.zoom;
  if (!(min >= MIN_ZOOM && max <= MAX_ZOOM && min <= max)) {
    throw new DatasetRegistryError(
      `${owner}: zoom range ${min}–${max} is not within ${MIN_ZOOM}–${MAX_ZOOM}`,
    );
  }
  if (
    dataset.mapZIndex !== undefined &&
    !(Number.isInteger(dataset.mapZIndex) && dataset.mapZIndex >= 0)
  ) {
    throw new DatasetRegistryError(`${owner}: mapZIndex must be a whole number ≥ 0`);
  }
  if (
    dataset.updateMode === 'periodic' &&
    !(dataset.updateIntervalMs !== undefined && dataset.updateIntervalMs > 0)
  ) {
    throw new DatasetRegistryError(`${owner} updates periodically but has no updateIntervalMs`);
  }
  if (dataset.featureKey && !dataset.featureKey.field.trim()) {
    throw new DatasetRegistryError(`${owner} has an empty feature key field`);
  }
  const formats = dataset.download?.formats;
  if (formats && (formats.length === 0 || new Set(formats).size !== formats.length)) {
    throw new DatasetRegistryError(`${owner} declares downloads without distinct formats`);
  }
}

function listedFor(appName: string, appVariants: readonly string[] | undefined): boolean {
  return appVariants === undefined || appVariants.includes(appName);
}

/**
 * Builds the registry and refuses, with a {@link DatasetRegistryError}, anything a client
 * could not rely on: duplicate or malformed ids, reserved ids, unknown groups, missing
 * names, sources or zoom ranges outside the map's.
 */
export function createDatasetRegistry(input: {
  groups: readonly DatasetGroupManifest[];
  datasets: readonly DatasetManifest[];
}): DatasetRegistry {
  const groupIds = new Set<string>();
  for (const group of input.groups) {
    checkId('Group', group.id);
    if (groupIds.has(group.id)) {
      throw new DatasetRegistryError(`Group id "${group.id}" is registered twice`);
    }
    checkName(`Group "${group.id}"`, group.name);
    groupIds.add(group.id);
  }
  const byId = new Map<string, DatasetManifest>();
  for (const dataset of input.datasets) {
    if (byId.has(dataset.id)) {
      throw new DatasetRegistryError(`Dataset id "${dataset.id}" is registered twice`);
    }
    checkDataset(dataset, groupIds);
    byId.set(dataset.id, dataset);
  }
  const groups = [...input.groups].sort((a, b) => a.order - b.order);
  const datasets = [...input.datasets];
  return {
    groups,
    datasets,
    get: (id) => byId.get(id),
    forApp(appName) {
      const listedDatasets = datasets.filter((d) => listedFor(appName, d.appVariants));
      const listedGroups = groups.filter(
        (g) => listedFor(appName, g.appVariants) && listedDatasets.some((d) => d.group === g.id),
      );
      const shownGroupIds = new Set(listedGroups.map((g) => g.id));
      return {
        groups: listedGroups,
        datasets: listedDatasets
          .filter((d) => shownGroupIds.has(d.group))
          .map((d) =>
            d.enabledByDefaultIn?.includes(appName) ? { ...d, enabledByDefault: true } : d,
          ),
      };
    },
  };
}

/** A problem with the datasets' stacking order, worded as the client logs it (spec 01 §8). */
export type MapOrderingProblem =
  | { message: 'Map ordering: property missing'; datasetIds: readonly string[] }
  | { message: 'Map ordering: duplicate values'; datasetIds: readonly string[] };

/**
 * Ordering problems among datasets drawn above the base map: those without `mapZIndex`
 * (placed near the bottom) and each `mapZIndex` shared by more than one dataset.
 */
export function mapOrderingProblems(datasets: readonly DatasetManifest[]): MapOrderingProblem[] {
  const problems: MapOrderingProblem[] = [];
  const stacked = datasets.filter((d) => !d.baseMap);
  const missing = stacked.filter((d) => d.mapZIndex === undefined).map((d) => d.id);
  if (missing.length > 0) {
    problems.push({ message: 'Map ordering: property missing', datasetIds: missing });
  }
  const byOrder = new Map<number, string[]>();
  for (const dataset of stacked) {
    if (dataset.mapZIndex === undefined) continue;
    byOrder.set(dataset.mapZIndex, [...(byOrder.get(dataset.mapZIndex) ?? []), dataset.id]);
  }
  for (const ids of byOrder.values()) {
    if (ids.length > 1)
      problems.push({ message: 'Map ordering: duplicate values', datasetIds: ids });
  }
  return problems;
}

/** A map layer's id, derived so it is never typed by hand: `${datasetId}:${role}`. */
export function datasetLayerId(datasetId: string, role: string): string {
  return `${datasetId}:${role}`;
}
