// "Save as favorite" (R16.08): the route favourite keeps each point's lat, lon and passing time
// in data.routePoints beside its link; the link carries the favourite's own id.
import { customRouteLink, routePointsOf, type RoutePlan } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shell/toasts.js';
import { NameAndSaveForm } from '../drawing/NameAndSaveForm.js';
import { useFavourites } from '../favourites/favourites.store.js';
import { useCustomRoute, type CustomRoute } from './custom-route.store.js';

/** Saves the route as a new favourite and returns its id. */
export function saveRouteFavourite(name: string, route: CustomRoute, plan: RoutePlan): string {
  const favourites = useFavourites.getState();
  const data = {
    routePoints: routePointsOf(plan),
    speed: route.speed,
    ...(route.departure ? { departure: route.departure } : {}),
  };
  const geometries = [
    {
      type: 'LineString' as const,
      coordinates: route.points.map(([lat, lon]) => [lon, lat]),
    },
  ];
  const link = (favoriteId?: string) =>
    customRouteLink({
      departure: route.departure ?? undefined,
      favoriteId,
      points: route.points,
      speed: route.speed,
    });
  const saved = favourites.add({ name, category: 'route', value: link(), data, geometries });
  // The id is the store's to give, so the link naming it is written once it exists.
  favourites.update(saved.id, { value: link(saved.id) });
  return saved.id;
}

export function SaveRouteForm({ plan }: { plan: RoutePlan }) {
  const { t } = useTranslation();
  return (
    <NameAndSaveForm
      className="custom-route-save"
      label={t('customRoute.routeName')}
      submitLabel={t('customRoute.saveAsFavourite')}
      testIds={{ name: 'custom-route-name', submit: 'custom-route-save' }}
      onSave={(name) => {
        const { route, replace } = useCustomRoute.getState();
        const id = saveRouteFavourite(name, route, plan);
        replace({ ...route, favoriteId: id });
        showToast({ title: t('customRoute.saved', { name }), tone: 'success' });
      }}
    />
  );
}
