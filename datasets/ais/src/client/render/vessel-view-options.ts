// The settings that change how vessels are drawn, shared by the vessel view and its WebGL
// renderer (gl/). A module of their own, so the renderer need not import the view that
// imports it.
import type { VesselRecord } from '../live/records.js';
import { DEFAULT_OLD_AIS_HOURS } from './features.js';

export interface VesselViewOptions {
  readonly oldAfterHours: number;
  readonly polar: boolean;
  /** The browser-side filters (spec 02 §3): whether a vessel is drawn. */
  readonly visible: (record: VesselRecord) => boolean;
  /** Changes whenever `visible` would answer differently. */
  readonly filterKey: string;
  readonly alwaysShowLabels: boolean;
  readonly bearingVectors: boolean;
  readonly distanceCircles: boolean;
}

export const DEFAULT_VIEW_OPTIONS: VesselViewOptions = {
  oldAfterHours: DEFAULT_OLD_AIS_HOURS,
  polar: false,
  visible: () => true,
  filterKey: '',
  alwaysShowLabels: false,
  bearingVectors: true,
  distanceCircles: true,
};
