// A finished line made a custom route: its points open in the route view as a route link,
// leaving now at the default speed.
import { customRouteLink, MAX_ROUTE_POINTS, type LonLat } from '@havkart/domain';
import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DrawingAction } from '../drawing/drawing-actions.js';
import type { DrawnShape } from '../drawing/drawing.store.js';

/** The route link of a drawn line (at most the link's 250 points). */
export function routeLinkOfLine(points: readonly LonLat[]): string {
  return customRouteLink({
    points: points.slice(0, MAX_ROUTE_POINTS).map(([lon, lat]) => [lat, lon] as const),
  });
}

function MakeRoute({ shape }: { shape: DrawnShape }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="button"
      data-testid="drawing-make-route"
      onClick={() => {
        if (shape.drawing.kind === 'line') void navigate(routeLinkOfLine(shape.drawing.points));
      }}
    >
      <Route size={16} aria-hidden /> {t('customRoute.makeRoute')}
    </button>
  );
}

export const makeRouteAction: DrawingAction = {
  id: 'make-route',
  appliesTo: (drawing) => drawing.kind === 'line' && drawing.points.length >= 2,
  Component: MakeRoute,
};
