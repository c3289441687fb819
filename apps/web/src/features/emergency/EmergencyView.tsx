// `/emergency` (spec 01 §2, §4; R23.*): VHF 16 and the sea-rescue number, and the nearest SAR
// units to the user's position, a clicked point or the map centre, drawn as dashed lines.
import {
  formatDistanceAndBearing,
  formatLatitude,
  formatLongitude,
  parseLanguage,
  DEFAULT_LANGUAGE,
  type LonLat,
} from '@havkart/domain';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.js';
import { restrictedAis } from '../../datasets/live-host.js';
import { claimMapClicks } from '../../map/map-clicks.js';
import { mapComposer } from '../../map/map-setup.js';
import { ShellLink } from '../../shell/ShellLink.js';
import { findNearestSar, hideNearestSar, useEmergency } from './emergency.store.js';
import { useSarOnMap } from './sar-map.js';

const env = import.meta.env as Record<string, string | undefined>;
/** The sea-rescue number shown (Norway's 120 unless the build names another). */
export const SEA_RESCUE_PHONE = env.VITE_SEA_RESCUE_PHONE || '120';

const liveMap = (): MapLibreMap | null =>
  // The composer holds MapLibre's map; its own type names only what composing needs.
  mapComposer.map as unknown as MapLibreMap | null;

async function search(point: LonLat): Promise<void> {
  await findNearestSar(apiClient, point, await restrictedAis(apiClient));
}

export default function EmergencyView() {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const { point, status, units } = useEmergency();
  const [clicking, setClicking] = useState(false);
  const [geoFailed, setGeoFailed] = useState(false);
  useSarOnMap(language);
  // Leaving the view hides the result (R23.05).
  useEffect(() => () => hideNearestSar(), []);
  useEffect(() => {
    const map = liveMap();
    if (!clicking || !map) return;
    const release = claimMapClicks();
    const onClick = (event: MapMouseEvent) => {
      setClicking(false);
      void search([event.lngLat.lng, event.lngLat.lat]);
    };
    map.once('click', onClick);
    return () => {
      map.off('click', onClick);
      release();
    };
  }, [clicking]);
  return (
    <div className="fleets-view" data-testid="emergency-view">
      <p className="prose">{t('emergency.intro', { phone: SEA_RESCUE_PHONE })}</p>
      <p>
        <strong>{t('emergency.vhf')}</strong>
        {' · '}
        <a href={`tel:${SEA_RESCUE_PHONE}`} data-testid="emergency-phone">
          {t('emergency.phone', { phone: SEA_RESCUE_PHONE })}
        </a>
      </p>
      <h3>{t('emergency.findNearest')}</h3>
      <div className="button-row">
        <button
          type="button"
          data-testid="emergency-my-position"
          onClick={() => {
            setGeoFailed(false);
            navigator.geolocation.getCurrentPosition(
              (position) => void search([position.coords.longitude, position.coords.latitude]),
              () => setGeoFailed(true),
              { enableHighAccuracy: true, timeout: 20_000 },
            );
          }}
        >
          {t('emergency.useMyPosition')}
        </button>
        <button
          type="button"
          data-testid="emergency-map-centre"
          onClick={() => {
            const centre = liveMap()?.getCenter();
            if (centre) void search([centre.lng, centre.lat]);
          }}
        >
          {t('emergency.useMapCentre')}
        </button>
        <button
          type="button"
          aria-pressed={clicking}
          data-testid="emergency-click-map"
          onClick={() => setClicking(!clicking)}
        >
          {t('emergency.clickMap')}
        </button>
      </div>
      {clicking && <p className="muted small">{t('emergency.clickMapHint')}</p>}
      {geoFailed && <p role="alert">{t('emergency.geolocationFailed')}</p>}
      {point && (
        <p className="muted small">
          {t('emergency.point', {
            position: `${formatLatitude(point[1])} ${formatLongitude(point[0])}`,
          })}
        </p>
      )}
      {status === 'loading' && (
        <p className="muted" role="status">
          {t('emergency.loading')}
        </p>
      )}
      {status === 'failed' && <p role="alert">{t('emergency.failed')}</p>}
      {status === 'ready' && units.length === 0 && <p className="muted">{t('emergency.none')}</p>}
      {status === 'ready' && units.length > 0 && (
        <>
          <ul className="fleet-vessels" data-testid="sar-units">
            {units.map((unit) => (
              <li key={unit.mmsi} data-testid="sar-unit">
                <ShellLink to={`/ais/${unit.mmsi}`}>
                  {unit.name?.trim() || String(unit.mmsi)}
                </ShellLink>
                <span className="muted small">
                  {formatDistanceAndBearing(unit.distanceMeters, unit.bearingDegrees, language)}
                </span>
              </li>
            ))}
          </ul>
          <button type="button" data-testid="emergency-hide" onClick={hideNearestSar}>
            {t('emergency.hide')}
          </button>
        </>
      )}
    </div>
  );
}
