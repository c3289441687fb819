// The map view a share link carries (spec 01 §3, §4; spec 02 §5). The link is read by the
// share config (features/share), which knows both styles; the view is its centre and zoom
// when useZoomAndCenter is on (a valid zoomAndCenter cancels mapBounds, A40), else its bounds
// when useMapBounds is on.
import { parseShareLink, shareCamera } from '../../features/share/share-config.js';
import type { CameraStart } from './camera.js';

export { OLD_STYLE_KEYS } from '../../features/share/share-old-style.js';

export interface ShareLinkView {
  /** The view to open on; null when the link carries none (or the address is no share link). */
  readonly camera: CameraStart | null;
  /** Set when a new-style link's JSON could not be read (spec 02 §5: logged, app opens). */
  readonly error?: string;
}

/** The map view of a share link's query (`location.search`); none for any other address. */
export function shareLinkView(search: string): ShareLinkView {
  const { config, error } = parseShareLink(search);
  return {
    camera: config ? shareCamera(config) : null,
    ...(error !== undefined ? { error } : {}),
  };
}
