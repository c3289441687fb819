import { create } from 'zustand';
import type { PreloadFailure } from './preload.js';

/** Where start-up is: preloading, running, or stopped by a required preload. */
export type StartupPhase = 'loading' | 'ready' | 'failed';

export interface StartupState {
  readonly phase: StartupPhase;
  readonly failures: readonly PreloadFailure[];
  readonly signedIn: boolean;
  /** Whether start-up handed the catalogue to the dataset framework. */
  readonly datasetServicesCreated: boolean;
  /** The service the place search asks, as the app configuration names it. */
  readonly placeSearchSource: 'stedsnavn' | 'geonames';
  /** Sites the server lets embed the map (EMBED_ORIGINS); empty: embedding is not set up. */
  readonly embedOrigins: readonly string[];
}

export const useStartup = create<StartupState>(() => ({
  phase: 'loading',
  failures: [],
  signedIn: false,
  datasetServicesCreated: false,
  placeSearchSource: 'geonames',
  embedOrigins: [],
}));
