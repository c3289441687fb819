import { isPhoneClass } from '@havkart/domain';
import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes, type Location } from 'react-router';
import { detailsRouteObjects, viewForLocation } from '../details/details-routes.js';
import { IconButton } from '../ui/IconButton.js';
import type { MenuSide } from './appearance.store.js';
import { usePanels } from './panels.store.js';
import { useDetailsTitle } from './details-title.store.js';
import * as panes from './lazy-panes.js';
import { useOverlays } from './overlays.store.js';
import { ResizeHandle } from './ResizeHandle.js';
import { ViewErrorBoundary } from './ViewErrorBoundary.js';
import { useViewport } from './viewport.store.js';

const routes = detailsRouteObjects();

/**
 * The details pane (spec 01 §2): the route is its state. It shows the view of `location`,
 * which is the previous route while a full-screen view (the forecast) covers it.
 */
export function DetailsPane({ location, side }: { location: Location; side: MenuSide }) {
  const { t } = useTranslation();
  const view = viewForLocation(location);
  const expanded = usePanels((state) => state.details.expanded);
  const { expand, collapse, close } = usePanels();
  const viewportClass = useViewport((state) => state.viewportClass);
  const element = useRoutes(routes, location);
  const ownTitle = useDetailsTitle((state) =>
    state.pathname === location.pathname ? state.title : null,
  );
  const title = ownTitle ?? t(view.title);
  // On a phone the map is too small for the welcome news to lie over it: it opens the home
  // view instead, where it is the first thing the expanded details show.
  const newsHere = useOverlays((state) => state.news !== null) && isPhoneClass(viewportClass);
  return (
    <aside
      id="details-pane"
      className={`panel details-pane side-${side} ${expanded ? 'expanded' : 'collapsed'}`}
      aria-labelledby="details-title"
      data-testid="details-pane"
      data-view={view.id}
    >
      <header className="panel-header">
        <h1 id="details-title" className="panel-title">
          {title}
        </h1>
        <IconButton
          icon={expanded ? ChevronDown : ChevronUp}
          label={t(expanded ? 'shell.collapseDetails' : 'shell.expandDetails')}
          expanded={expanded}
          controls="details-body"
          onPress={() => (expanded ? collapse('details') : expand('details'))}
          testId="details-expand"
        />
        <IconButton
          icon={X}
          label={t('shell.closeDetails')}
          onPress={() => close('details')}
          testId="details-close"
        />
      </header>
      {/* Focusable, so a keyboard can scroll a view longer than the pane (WCAG 2.1.1). */}
      <div
        id="details-body"
        className="panel-body"
        hidden={!expanded}
        role="region"
        aria-labelledby="details-title"
        tabIndex={0}
      >
        {newsHere && view.id === 'home' && (
          <Suspense fallback={null}>
            <panes.News />
          </Suspense>
        )}
        <ViewErrorBoundary key={location.pathname}>{element}</ViewErrorBoundary>
      </div>
      {expanded && viewportClass !== 'mobile' && <ResizeHandle panel="details" side={side} />}
    </aside>
  );
}
