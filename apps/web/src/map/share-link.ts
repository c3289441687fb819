import type { CameraStart } from './initial-view.js';

/** Reads the map view out of a share link; returns null when the address is not one. */
export type ShareLinkReader = (url: URL) => CameraStart | null;

let reader: ShareLinkReader = () => null;

/**
 * Where share links plug in: the part of the app that reads share configs sets a reader, and
 * the map opens on its view before any other source (spec 01 §4).
 */
export function setShareLinkReader(next: ShareLinkReader): void {
  reader = next;
}

export function shareLinkCamera(url: URL): CameraStart | null {
  return reader(url);
}
