import {
  DEFAULT_LANGUAGE,
  formatDistanceAndBearing,
  formatLatitude,
  formatLongitude,
  formatPointCoordinate,
  greatCircleDistance,
  initialBearing,
  parseLanguage,
  type LonLat,
} from '@havkart/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FavouriteStar } from '../../features/favourites/FavouriteStar.js';
import { mapComposer } from '../../map/map-setup.js';
import { usePointer } from '../../map/pointer.store.js';
import { SELECTED_POINT_ID, selectedPointDescriptor } from '../../map/selected-point.js';

/**
 * A position's facts (spec 01 §2, point details and shared positions): marked on the map
 * while shown, its coordinates, the distance and bearing from the user once their position is
 * known, and the star that keeps it as a favourite (`/point/{lon}_{lat}`, A79).
 */
export function PositionFacts({ point }: { point: LonLat }) {
  const { t, i18n } = useTranslation();
  const ownPosition = usePointer((state) => state.ownPosition);
  const [lon, lat] = point;
  useEffect(() => {
    mapComposer.add(selectedPointDescriptor([lon, lat]));
    return () => mapComposer.remove(SELECTED_POINT_ID);
  }, [lon, lat]);
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const from = ownPosition ? ([ownPosition.lng, ownPosition.lat] as const) : null;
  const coordinate = formatPointCoordinate(point);
  return (
    <>
      <FavouriteStar
        value={`/point/${coordinate}`}
        name={`${formatLatitude(lat)} ${formatLongitude(lon)}`}
        category="position"
        geometries={[{ type: 'Point', coordinates: [lon, lat] }]}
      />
      <dl className="facts">
        <dt>{t('point.latitude')}</dt>
        <dd data-testid="point-latitude">{formatLatitude(lat)}</dd>
        <dt>{t('point.longitude')}</dt>
        <dd data-testid="point-longitude">{formatLongitude(lon)}</dd>
        {from && (
          <>
            <dt>{t('point.fromYou')}</dt>
            <dd data-testid="point-from-you">
              {formatDistanceAndBearing(
                greatCircleDistance(from, point),
                initialBearing(from, point),
                language,
              )}
            </dd>
          </>
        )}
      </dl>
      {!from && <p className="muted">{t('point.noOwnPosition')}</p>}
    </>
  );
}
