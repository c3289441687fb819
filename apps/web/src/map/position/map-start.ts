// Where the map opens for an address (spec 01 §4, §9): a share link's view, else the hash,
// else the place a route names, else the saved state, else the spec's bounds; and the feature
// a route names, which the map moves to once its position is known.
import type { CameraStart } from './camera.js';
import { routeFocus, type RouteFocus } from './routes.js';
import { shareLinkView } from './share-view.js';
import { initialCamera, type SavedMapState, type ViewSource } from './start.js';

export interface MapStart {
  readonly source: ViewSource;
  readonly camera: CameraStart;
  /** A feature to move to once found: only when no share link or hash gave the view. */
  readonly feature: RouteFocus | null;
  /** The address asked for a view of its own, which a saved view must not replace. */
  readonly addressView: boolean;
  /** A share link whose JSON could not be read (spec 02 §5: logged). */
  readonly shareLinkError?: string;
}

export function mapStart(
  address: { readonly pathname: string; readonly search: string; readonly hash: string },
  saved: SavedMapState | null,
  isDataset: (id: string) => boolean,
): MapStart {
  const share = shareLinkView(address.search);
  const focus = routeFocus(address.pathname, isDataset);
  const { source, camera } = initialCamera({
    shareLink: share.camera,
    hash: address.hash,
    route: focus?.kind === 'view' ? focus.camera : null,
    saved,
  });
  const feature =
    focus?.kind === 'feature' && (source === 'saved' || source === 'initial') ? focus : null;
  return {
    source,
    camera,
    feature,
    addressView: feature !== null || (source !== 'saved' && source !== 'initial'),
    ...(share.error !== undefined ? { shareLinkError: share.error } : {}),
  };
}
