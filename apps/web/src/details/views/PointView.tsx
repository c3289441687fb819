import {
  formatDistanceAndBearing,
  formatLatitude,
  formatLongitude,
  greatCircleDistance,
  initialBearing,
  parseLanguage,
  parsePointCoordinate,
  DEFAULT_LANGUAGE,
} from '@havkart/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useShellNavigate } from '../../shell/ShellLink.js';
import { mapComposer } from '../../map/map-setup.js';
import { usePointer } from '../../map/pointer.store.js';
import { SELECTED_POINT_ID, selectedPointDescriptor } from '../../map/selected-point.js';

/**
 * A point on the map (spec 01 §2, `/point/{lon}_{lat}`): its coordinates in degrees and
 * decimal minutes and, once the user's position is known, the distance and bearing to it.
 */
export default function PointView() {
  const { t, i18n } = useTranslation();
  const { coordinate } = useParams();
  const ownPosition = usePointer((state) => state.ownPosition);
  const location = useLocation();
  const go = useShellNavigate();
  const point = parsePointCoordinate(coordinate);
  const [lon, lat] = point ?? [Number.NaN, Number.NaN];
  // Mark the point on the map while its details are open.
  useEffect(() => {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) return;
    mapComposer.add(selectedPointDescriptor([lon, lat]));
    return () => mapComposer.remove(SELECTED_POINT_ID);
  }, [lon, lat]);
  if (!point) {
    return (
      <p className="muted" data-testid="point-invalid">
        {t('point.invalid')}
      </p>
    );
  }
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const from = ownPosition ? ([ownPosition.lng, ownPosition.lat] as const) : null;
  return (
    <div className="prose" data-testid="point-details">
      <dl className="facts">
        <dt>{t('point.latitude')}</dt>
        <dd data-testid="point-latitude">{formatLatitude(lat)}</dd>
        <dt>{t('point.longitude')}</dt>
        <dd data-testid="point-longitude">{formatLongitude(lon)}</dd>
        {from && (
          <>
            <dt>{t('point.fromYou')}</dt>
            <dd>
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
      <a
        className="button-link"
        href={`/forecast/${coordinate}`}
        onClick={(event) => {
          event.preventDefault();
          // The forecast opens full screen with this point's details kept behind it.
          go(`/forecast/${coordinate}`, { background: location });
        }}
        data-testid="point-forecast"
      >
        {t('point.forecast')}
      </a>
    </div>
  );
}
