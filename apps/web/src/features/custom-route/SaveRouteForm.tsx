// "Save as favorite" (R16.08): the route favourite keeps each point's lat, lon and passing time
// in data.routePoints beside its link; the link carries the favourite's own id.
import {
  customRouteLink,
  FAVOURITE_NAME_MAX,
  favouriteNameProblem,
  routePointsOf,
  type RoutePlan,
} from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shell/toasts.js';
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
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const problem = favouriteNameProblem(name);
  const shown = tried ? problem : null;
  return (
    <form
      className="custom-route-save"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem) return;
        const { route, replace } = useCustomRoute.getState();
        const id = saveRouteFavourite(name.trim(), route, plan);
        replace({ ...route, favoriteId: id });
        showToast({ title: t('customRoute.saved', { name: name.trim() }), tone: 'success' });
        setName('');
        setTried(false);
      }}
    >
      <label>
        {t('customRoute.routeName')}
        <input
          type="text"
          value={name}
          maxLength={FAVOURITE_NAME_MAX + 20}
          aria-invalid={shown !== null}
          aria-describedby={shown ? 'custom-route-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
          data-testid="custom-route-name"
        />
      </label>
      {shown && (
        <span id="custom-route-name-error" className="field-error" role="alert">
          {shown === 'required'
            ? t('validation.Required field')
            : t('validation.Too many characters')}
        </span>
      )}
      <button type="submit" className="button" data-testid="custom-route-save">
        {t('customRoute.saveAsFavourite')}
      </button>
    </form>
  );
}
