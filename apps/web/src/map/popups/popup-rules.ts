// Which features a pointer hits and which popup that gives (spec 01 §2–§4): the topmost
// feature alone, or with "show info about all overlapping elements" every feature at the
// point in one list; hovering shows popups only for a mouse with "show info on mouseover"
// on; pinned popups stay while others come and go. Pure functions, so each rule has a test.

/** One feature under the pointer that a dataset can name by its route id. */
export interface PopupHit {
  readonly datasetId: string;
  readonly featureId: string;
  readonly properties: Readonly<Record<string, unknown>>;
  readonly geometry?: unknown;
}

/** A feature as `queryRenderedFeatures` returns it, topmost first. */
export interface RenderedFeature {
  readonly layer: { readonly id: string };
  readonly properties: Readonly<Record<string, unknown>> | null;
  readonly geometry?: unknown;
}

/** How to name a dataset's features: its manifest's key field and kind prefixes. */
export interface FeatureKey {
  readonly field: string;
  readonly prefixes?: readonly string[];
}

/** The dataset a composer layer belongs to: layer ids are `${datasetId}:${role}`. */
export function datasetOfLayer(layerId: string): string | undefined {
  const at = layerId.indexOf(':');
  return at > 0 ? layerId.slice(0, at) : undefined;
}

/**
 * A feature's route id (spec 02 §2): its key field's value, after its `kind` when the
 * dataset's features come in kinds (navigation installations: fxd, flt, lgt).
 */
export function routeIdOf(
  key: FeatureKey,
  properties: Readonly<Record<string, unknown>>,
): string | undefined {
  const value = properties[key.field];
  if (value === undefined || value === null || value === '') return undefined;
  const kind = properties['kind'];
  const prefix =
    key.prefixes?.length && typeof kind === 'string' && key.prefixes.includes(kind) ? kind : '';
  if (key.prefixes?.length && prefix === '') return undefined;
  return `${prefix}${String(value)}`;
}

/**
 * The features of a pointer query as popup hits, topmost first. A feature counts once per
 * route id (a light and its sector arcs are one installation); features of datasets without
 * a key, or without the key field, cannot be named and are left out.
 */
export function popupHits(
  rendered: readonly RenderedFeature[],
  keyOf: (datasetId: string) => FeatureKey | null | undefined,
): PopupHit[] {
  const hits: PopupHit[] = [];
  const seen = new Set<string>();
  for (const feature of rendered) {
    const datasetId = datasetOfLayer(feature.layer.id);
    if (!datasetId) continue;
    const key = keyOf(datasetId);
    if (!key) continue;
    const properties = feature.properties ?? {};
    const featureId = routeIdOf(key, properties);
    if (featureId === undefined) continue;
    const id = hitKey({ datasetId, featureId });
    if (seen.has(id)) continue;
    seen.add(id);
    hits.push({ datasetId, featureId, properties, geometry: feature.geometry });
  }
  return hits;
}

/** One key per feature, the same as its details route. */
export function hitKey(hit: Pick<PopupHit, 'datasetId' | 'featureId'>): string {
  return `${hit.datasetId}/${hit.featureId}`;
}

export type PopupChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'single'; readonly hit: PopupHit }
  | { readonly kind: 'combined'; readonly hits: readonly PopupHit[] };

/**
 * What a pointer at some hits shows: nothing for no hits, the topmost alone unless
 * combined popups are on and there are several, then all of them in one list.
 */
export function choosePopup(hits: readonly PopupHit[], combined: boolean): PopupChoice {
  const [top] = hits;
  if (!top) return { kind: 'none' };
  if (combined && hits.length > 1) return { kind: 'combined', hits };
  return { kind: 'single', hit: top };
}

/**
 * What a click or a hover shows: the datasets' features win; only where none is hit does the first
 * feature of a popup source that is no dataset (a favourite) get its popup, alone.
 */
export function clickPopup(
  hits: readonly PopupHit[],
  sourceHits: readonly PopupHit[],
  combined: boolean,
): PopupChoice {
  const choice = choosePopup(hits, combined);
  if (choice.kind !== 'none') return choice;
  const [first] = sourceHits;
  return first ? { kind: 'single', hit: first } : { kind: 'none' };
}

/** What is known about the pointer that moved over the map. */
export interface HoverInput {
  /** The "show info on mouseover" setting (`popups`). */
  readonly popupsSetting: boolean;
  /** `pointerType` of the last pointer event: 'mouse', 'pen' or 'touch'. */
  readonly pointerType: string | undefined;
  /** Whether the primary pointer can hover and is fine (`(hover: hover) and (pointer: fine)`). */
  readonly fineHoverDevice: boolean;
}

/** Hover popups: only with the setting on, on a device with a fine hovering pointer, for a mouse. */
export function hoverPopupsAllowed(input: HoverInput): boolean {
  return input.popupsSetting && input.fineHoverDevice && input.pointerType === 'mouse';
}

/** A popup the user pinned: where it stands and what it shows. */
export interface PinnedPopup {
  /** Stable id of the pinned popup (its feature key, or the list's first feature key). */
  readonly id: string;
  readonly lngLat: { readonly lng: number; readonly lat: number };
  readonly choice: Exclude<PopupChoice, { kind: 'none' }>;
}

/** The id a popup keeps when pinned: one pinned popup per feature or list. */
export function popupId(choice: Exclude<PopupChoice, { kind: 'none' }>): string {
  return choice.kind === 'single'
    ? hitKey(choice.hit)
    : `list:${choice.hits.map((hit) => hitKey(hit)).join('|')}`;
}

/** Pins a popup; pinning one already pinned moves it to the newest place, never twice. */
export function pin(pinned: readonly PinnedPopup[], popup: PinnedPopup): PinnedPopup[] {
  return [...pinned.filter((other) => other.id !== popup.id), popup];
}

export function unpin(pinned: readonly PinnedPopup[], id: string): PinnedPopup[] {
  return pinned.filter((popup) => popup.id !== id);
}

/**
 * Whether the transient popup should show: not when the same feature or list is pinned
 * already (the pinned one says it).
 */
export function showsTransient(
  pinned: readonly PinnedPopup[],
  choice: Exclude<PopupChoice, { kind: 'none' }>,
): boolean {
  const id = popupId(choice);
  return !pinned.some((popup) => popup.id === id);
}

/** The datasets a popup shows features of. */
export function datasetsOf(choice: Exclude<PopupChoice, { kind: 'none' }>): string[] {
  const hits = choice.kind === 'single' ? [choice.hit] : choice.hits;
  return [...new Set(hits.map((hit) => hit.datasetId))];
}

/** The details route of a feature (spec 01 §2): `/{datasetId}/{featureId}`. */
export function detailsPath(hit: Pick<PopupHit, 'datasetId' | 'featureId'>): string {
  return `/${encodeURIComponent(hit.datasetId)}/${encodeURIComponent(hit.featureId)}`;
}
