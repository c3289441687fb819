// Writing a share link (spec 01 §3; checklist R19.22, R19.23, A80, A86): the parts of the
// sharer's state whose option is on, as `?` and URI-encoded JSON `{options, state}` on the
// variant's root; the route travels in the state. The embed address is the same config under
// the embed prefix, with the language after it.
import type { LngLatBounds, LonLat } from '@havkart/domain';
import type { DatasetShareConfig, ShareOptions, ShareState } from './share-values.js';

/** What the app holds now, from which a link takes the parts its options name. */
export interface SharerState {
  readonly center: LonLat;
  readonly zoom: number;
  readonly bounds: LngLatBounds;
  /** Datasets the user has on, with their filters and options when they have any. */
  readonly datasets: Readonly<Record<string, DatasetShareConfig>>;
  /** The route's full path, e.g. `/ais/257000001`; `/` for the start page. */
  readonly route: string;
  readonly detailsOpen: boolean;
  readonly menuOpen: boolean;
}

export interface ShareConfigJson {
  readonly options: Partial<ShareOptions>;
  readonly state: Partial<ShareState>;
}

/** Rounds a coordinate to 6 decimals (about 0.1 m) so links stay short. */
const round = (value: number, places = 6): number => Number(value.toFixed(places));

/**
 * The config a link carries: only the options that are on, and only the state they need
 * (a link carrying the view alone stays short); the route whenever it is not the start page.
 */
export function shareConfigOf(options: ShareOptions, now: SharerState): ShareConfigJson {
  const on = Object.fromEntries(Object.entries(options).filter(([, value]) => value));
  const state: { -readonly [K in keyof ShareState]?: ShareState[K] } = {};
  if (options.useZoomAndCenter) {
    state.center = [round(now.center[0]), round(now.center[1])];
    state.zoom = round(now.zoom, 2);
  }
  if (options.useMapBounds) {
    const [west, south, east, north] = now.bounds;
    state.bounds = [round(west), round(south), round(east), round(north)];
  }
  if (options.useDatasetConfig) state.datasetConfigs = now.datasets;
  if (options.useUiState) {
    state.detailsOpen = now.detailsOpen;
    state.menuOpen = now.menuOpen;
  }
  if (now.route !== '/' && now.route !== '') state.route = now.route;
  return { options: on, state };
}

/** `?` and the URI-encoded JSON (A80). */
export function shareQuery(config: ShareConfigJson): string {
  return `?${encodeURIComponent(JSON.stringify(config))}`;
}

/** The share link: the variant's root and the config. */
export function shareLink(origin: string, variantPrefix: string, config: ShareConfigJson): string {
  return `${origin}${variantPrefix}/${shareQuery(config)}`;
}

/** The embed address: the config under the embed prefix, then `lang` (R27.09, A86). */
export function embedAddress(
  origin: string,
  variantPrefix: string,
  config: ShareConfigJson,
  language: string,
): string {
  return `${origin}${variantPrefix}/embed/${shareQuery(config)}&lang=${encodeURIComponent(language)}`;
}

/** The sizes the embed dialog offers (A86). */
export const EMBED_SIZES = [
  { id: 'small', width: '400', height: '300' },
  { id: 'large', width: '800', height: '600' },
  { id: 'wide', width: '100%', height: '480' },
] as const;
export type EmbedSize = (typeof EMBED_SIZES)[number];

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<iframe>` snippet for an embed address. */
export function iframeSnippet(src: string, size: EmbedSize, title: string): string {
  return (
    `<iframe src="${escapeAttribute(src)}" width="${size.width}" height="${size.height}" ` +
    `title="${escapeAttribute(title)}" loading="lazy" style="border:0"></iframe>`
  );
}
