import { formatPointCoordinate, parsePointCoordinate } from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import { liveMapView } from '../../map/position/index.js';
import { useShellNavigate } from '../../shell/ShellLink.js';
import { PositionFacts } from './PositionFacts.js';

/**
 * A point on the map (spec 01 §2, `/point/{lon}_{lat}`): its coordinates in degrees and
 * decimal minutes and, once the user's position is known, the distance and bearing to it; a
 * star, and "Share position", which gives `/sharedposition/{lon}_{lat}_{zoom}` (A39).
 */
export default function PointView() {
  const { t } = useTranslation();
  const { coordinate } = useParams();
  const location = useLocation();
  const go = useShellNavigate();
  const [shared, setShared] = useState<string | null>(null);
  const point = parsePointCoordinate(coordinate);
  if (!point) {
    return (
      <p className="muted" data-testid="point-invalid">
        {t('point.invalid')}
      </p>
    );
  }
  return (
    <div className="prose" data-testid="point-details">
      <PositionFacts point={point} />
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
      <button
        type="button"
        className="button-link"
        onClick={() => {
          const zoom = Math.round(liveMapView()?.zoom ?? 10);
          const path = `/sharedposition/${formatPointCoordinate(point)}_${zoom}`;
          setShared(`${window.location.origin}${CURRENT_PAGE.basename ?? ''}${path}`);
        }}
        data-testid="point-share"
      >
        {t('share.sharePosition')}
      </button>
      {shared && (
        <label>
          {t('share.positionLink')}
          <input
            type="text"
            readOnly
            value={shared}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="point-share-link"
          />
        </label>
      )}
    </div>
  );
}
