import { lazy } from 'react';

// Panes load on demand (spec 01 §2): each is its own chunk, fetched the first time it shows,
// so the map's first frame never waits for them.
export const Menu = lazy(() => import('./menu/Menu.js'));
export const Legend = lazy(() => import('./hosts/Legend.js'));
export const NightOverlay = lazy(() => import('./hosts/NightOverlay.js'));
export const Splash = lazy(() => import('./hosts/Splash.js'));
export const ModalHost = lazy(() => import('./hosts/ModalHost.js'));
export const ToastHost = lazy(() => import('./hosts/ToastHost.js'));
export const DeskBanner = lazy(() =>
  import('./hosts/Announcements.js').then((module) => ({ default: module.DeskBanner })),
);
export const News = lazy(() =>
  import('./hosts/Announcements.js').then((module) => ({ default: module.News })),
);
export const EventPopup = lazy(() =>
  import('./hosts/Announcements.js').then((module) => ({ default: module.EventPopup })),
);
export const DeveloperTools = lazy(() =>
  import('./hosts/Announcements.js').then((module) => ({ default: module.DeveloperTools })),
);
export const FullScreenLayer = lazy(() => import('./hosts/FullScreenLayer.js'));
