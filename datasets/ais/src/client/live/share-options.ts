// The share-link options that change how vessels are drawn (spec 01 §3 share config:
// hideDistanceCircles, hideBearingVectors). A new-style link is `?` and URI-encoded JSON
// `{options, state}` (checklist A80); the options apply to the visit the link opened, so
// they are read once from the address the page was loaded with.

export interface VesselShareOptions {
  readonly hideDistanceCircles: boolean;
  readonly hideBearingVectors: boolean;
}

const NONE: VesselShareOptions = { hideDistanceCircles: false, hideBearingVectors: false };

/** The options of a new-style share link's query; none for any other query. */
export function vesselShareOptions(search: string): VesselShareOptions {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query.startsWith('{') && !/^%7B/i.test(query)) return NONE;
  let config: unknown;
  try {
    config = JSON.parse(decodeURIComponent(query));
  } catch {
    // The app's share-link reader logs a parse failure (spec 02 §5); here it hides nothing.
    return NONE;
  }
  const options = (config as { options?: Record<string, unknown> } | null)?.options;
  return {
    hideDistanceCircles: options?.hideDistanceCircles === true,
    hideBearingVectors: options?.hideBearingVectors === true,
  };
}

/** The options of the address this page was opened with. */
export const OPENED_WITH: VesselShareOptions = vesselShareOptions(
  globalThis.location?.search ?? '',
);
