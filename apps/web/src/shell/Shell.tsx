import { themes } from '@havkart/theme';
import { isPhoneClass } from '@havkart/domain';
import {
  Suspense,
  useEffect,
  useEffectEvent,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type Location } from 'react-router';
import { FullScreenSnackbar } from '../app/full-screen/FullScreenSnackbar.js';
import { StartupError, StartupHost } from '../app/startup/StartupHost.js';
import { useStartup } from '../app/startup/startup.store.js';
import { viewForLocation } from '../details/details-routes.js';
import { CURRENT_PAGE } from '../app/page-variant.js';
import { EmbedBanner } from '../embed/EmbedBanner.js';
import { WeekSlider } from '../embed/WeekSlider.js';
import { ForecastTimeBar } from '../features/forecast-time/ForecastTimeBar.js';
import { mapComposer } from '../map/map-setup.js';
import { useMapStatus } from '../map/map-status.store.js';
import { MapView } from '../map/MapView.js';
import { OfflineBanner } from '../network/OfflineBanner.js';
import { UpdatePrompt } from '../offline/UpdatePrompt.js';
import { useAppearance } from './appearance.store.js';
import { DetailsPane } from './DetailsPane.js';
import { layoutGeometry } from './layout-geometry.js';
import * as panes from './lazy-panes.js';
import { useModals } from './modals.store.js';
import { useOverlays } from './overlays.store.js';
import { PanelToggles } from './PanelToggles.js';
import { usePanels } from './panels.store.js';
import './shell-frame.css';
import { ResizeHandle } from './ResizeHandle.js';
import { toasts } from './toasts.js';
import { followWindowSize, useViewport } from './viewport.store.js';

/** The details view of `/`, which only greets: it waits behind its toggle at start. */
const HOME_VIEW = 'home';
const SIGN_IN_CALLBACK_VIEW = 'signin';

function useToastCount(): number {
  return useSyncExternalStore(
    (listener) => toasts.subscribe(listener),
    () => toasts.visibleToasts.length,
  );
}

/** Theme changes restyle the live map and the interface tokens; nothing is rebuilt. */
function useTheme(): void {
  const theme = useAppearance((state) => state.theme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    mapComposer.setTheme(themes[theme]);
  }, [theme]);
}

/**
 * The layout of spec 01 §2: the map, the menu and the details pane on opposite sides (which
 * side is a setting), their toggles, the legend, and the hosts of everything that floats.
 */
export function Shell({ embedded }: { embedded: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const viewportClass = useViewport((state) => state.viewportClass);
  const { menu, details, legendOpen, reset, showDetailsOf } = usePanels();
  const { menuSide, nightOverlayOpacity } = useAppearance();
  const mapLoaded = useMapStatus((state) => state.loaded);
  const modalCount = useModals((state) => state.modals.length);
  const overlays = useOverlays();
  const toastCount = useToastCount();
  const startupPhase = useStartup((state) => state.phase);
  const datasetServicesCreated = useStartup((state) => state.datasetServicesCreated);
  useTheme();

  // The forecast covers the details of the route it was opened from (spec 01 §2).
  const background = (location.state as { background?: Location } | null)?.background;
  const fullScreen = viewForLocation(location).fullScreen === true;
  const detailsLocation: Location =
    background ?? (fullScreen ? { ...location, pathname: '/' } : location);
  const detailsView = viewForLocation(detailsLocation).id;
  // The sign-in callback only passes through on its way to the target route.
  const hasDetails = detailsView !== HOME_VIEW && detailsView !== SIGN_IN_CALLBACK_VIEW;
  // Effect events: they read the route and the class of the moment without making every
  // navigation lay the panels out anew, or every resize reopen the details.
  const startLayout = useEffectEvent(() => reset(viewportClass, embedded, hasDetails));
  const showDetails = useEffectEvent(() => {
    if (hasDetails) showDetailsOf(viewportClass);
  });

  useEffect(followWindowSize, []);
  // Each device class starts with its own layout (spec 01 §2), at most one panel beside the map.
  useEffect(() => startLayout(), [viewportClass, embedded]);
  // A route with something to show (a vessel, a point, a page) brings the details on screen.
  useEffect(() => showDetails(), [detailsView, detailsLocation.pathname]);
  // On a phone the welcome news waits in the details (see DetailsPane), not over the map.
  const newsOverMap = overlays.news && !isPhoneClass(viewportClass);

  const geometry = layoutGeometry(viewportClass, menuSide, menu, details);
  const detailsSide = menuSide === 'left' ? 'right' : 'left';
  const style = {
    '--menu-width': `${geometry.menuPercent}%`,
    '--details-width': `${geometry.detailsPercent}%`,
    '--map-left': `${geometry.mapLeftPercent}%`,
    '--map-right': `${geometry.mapRightPercent}%`,
    '--map-bottom': `${geometry.mapBottomPx}px`,
  } as CSSProperties;

  return (
    <div className="shell-frame">
      {/* Above the layout, never over it: the panels' headers and the map's top controls
          stay reachable while a desk notification shows. */}
      <Suspense fallback={null}>{overlays.deskNotification && <panes.DeskBanner />}</Suspense>
      <div
        className={`shell viewport-${viewportClass}`}
        data-menu-side={menuSide}
        data-viewport={viewportClass}
        data-startup={startupPhase}
        data-dataset-services={datasetServicesCreated ? 'created' : 'none'}
        style={style}
      >
        <StartupHost embedded={embedded} />
        <FullScreenSnackbar embedded={embedded} />
        <main className="map-area" aria-label={t('map.label')}>
          <MapView />
          {embedded && <EmbedBanner />}
          {embedded && CURRENT_PAGE.variant.weeklyTimeSlider ? <WeekSlider /> : <ForecastTimeBar />}
          <PanelToggles menuSide={menuSide} />
          <OfflineBanner />
          {!embedded && <UpdatePrompt />}
          <Suspense fallback={null}>
            {(!mapLoaded || startupPhase === 'loading') && <panes.Splash />}
            {startupPhase === 'failed' && <StartupError />}
            {newsOverMap && <panes.News />}
            {overlays.eventNotification && <panes.EventPopup />}
            {overlays.developerToolsAllowed && <panes.DeveloperTools />}
          </Suspense>
        </main>
        {menu.shown && menu.open && (
          <aside
            id="menu"
            className={`panel menu side-${menuSide}`}
            aria-label={t('shell.menu')}
            data-testid="menu"
          >
            <Suspense fallback={<p className="muted panel-body">{t('shell.loading')}</p>}>
              <panes.Menu />
            </Suspense>
            {viewportClass !== 'mobile' && <ResizeHandle panel="menu" side={menuSide} />}
          </aside>
        )}
        {details.shown && details.open && (
          <DetailsPane location={detailsLocation} side={detailsSide} />
        )}
        <Suspense fallback={null}>
          {legendOpen && <panes.Legend />}
          {fullScreen && <panes.FullScreenLayer location={location} hasBackground={!!background} />}
          {modalCount > 0 && <panes.ModalHost />}
          {toastCount > 0 && <panes.ToastHost />}
          {nightOverlayOpacity > 0 && <panes.NightOverlay />}
        </Suspense>
      </div>
    </div>
  );
}
