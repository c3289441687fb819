// `/areaactivity` (spec 02 §3, §4; R22.*): the vessels seen in the map view over a date range
// (default the last 24 hours, at most 7 days), fetched 250 ms after the last change of the
// view or the range; below zoom 6 it asks to zoom in. A selected vessel's track is drawn and
// the time slider places it on the map.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.js';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import { useSignIn } from '../../auth/sign-in.js';
import { mapComposer } from '../../map/map-setup.js';
import { useMapStatus } from '../../map/map-status.store.js';
import { AREA_ACTIVITY_MIN_ZOOM, clampRange, debounce } from './area-activity.rules.js';
import {
  fetchAreaVessels,
  MAP_BOUNDS_MISSING,
  useAreaActivity,
  type Bounds,
} from './area-activity.store.js';
import { AreaTimeSlider } from './AreaTimeSlider.js';
import { useAreaTrackOnMap } from './area-track.js';
import { AreaVesselList } from './AreaVesselList.js';

const liveMap = (): MapLibreMap | null =>
  // The composer holds MapLibre's map; its own type names only what composing needs.
  mapComposer.map as unknown as MapLibreMap | null;

function boundsOf(map: MapLibreMap | null): Bounds | null {
  const box = map?.getBounds();
  if (!box) return null;
  return { west: box.getWest(), south: box.getSouth(), east: box.getEast(), north: box.getNorth() };
}

/** `datetime-local` text of an instant in the browser's time zone, and back. */
const localText = (ms: number) => {
  const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
};
const fromLocalText = (text: string) => new Date(text).getTime();

export default function AreaActivityView() {
  const { t } = useTranslation();
  const signedIn = useSignIn((state) => state.user !== null);
  const mapLoaded = useMapStatus((state) => state.loaded);
  const { dateRange, vessels, status, names, selectedVessels } = useAreaActivity();
  const selected = selectedVessels[0];
  useAreaTrackOnMap();
  const [zoom, setZoom] = useState<number | null>(() => liveMap()?.getZoom() ?? null);
  const [boundsMissing, setBoundsMissing] = useState(false);
  const fetchSoon = useMemo(
    () =>
      debounce(() => {
        const map = liveMap();
        if (map && map.getZoom() < AREA_ACTIVITY_MIN_ZOOM) return;
        fetchAreaVessels(apiClient, boundsOf(map), CURRENT_PAGE.variant.preferredAisSource).then(
          () => setBoundsMissing(false),
          (error: unknown) => {
            console.error(error);
            setBoundsMissing(error instanceof Error && error.message === MAP_BOUNDS_MISSING);
          },
        );
      }),
    [],
  );
  useEffect(() => {
    const map = liveMap();
    if (!signedIn) return;
    const moved = () => {
      setZoom(map?.getZoom() ?? null);
      fetchSoon();
    };
    moved();
    map?.on('moveend', moved);
    return () => {
      map?.off('moveend', moved);
      fetchSoon.cancel();
    };
  }, [signedIn, mapLoaded, fetchSoon]);
  useEffect(() => {
    if (signedIn) fetchSoon();
  }, [dateRange, signedIn, fetchSoon]);
  if (!signedIn) return <p className="muted">{t('areaActivity.signIn')}</p>;
  const setRange = (from: number, to: number) => {
    if (Number.isFinite(from) && Number.isFinite(to)) {
      useAreaActivity.setState({ dateRange: clampRange({ from, to }) });
    }
  };
  return (
    <div className="fleets-view" data-testid="area-activity-view">
      <p className="muted">{t('areaActivity.intro')}</p>
      <div className="fleet-form">
        <label>
          {t('areaActivity.from')}
          <input
            type="datetime-local"
            value={localText(dateRange.from)}
            data-testid="area-activity-from"
            onChange={(event) => setRange(fromLocalText(event.target.value), dateRange.to)}
          />
        </label>
        <label>
          {t('areaActivity.to')}
          <input
            type="datetime-local"
            value={localText(dateRange.to)}
            data-testid="area-activity-to"
            onChange={(event) => setRange(dateRange.from, fromLocalText(event.target.value))}
          />
        </label>
      </div>
      {zoom !== null && zoom < AREA_ACTIVITY_MIN_ZOOM ? (
        <p className="muted" data-testid="area-activity-zoom-in">
          {t('areaActivity.zoomIn')}
        </p>
      ) : (
        <>
          {boundsMissing && <p role="alert">{t('areaActivity.boundsMissing')}</p>}
          {status === 'failed' && !boundsMissing && <p role="alert">{t('areaActivity.failed')}</p>}
          {status === 'loading' && <p className="muted">{t('areaActivity.loading')}</p>}
          {status === 'ready' && vessels.length === 0 && (
            <p className="muted">{t('areaActivity.none')}</p>
          )}
          {status === 'ready' && vessels.length > 0 && (
            <>
              <p className="muted small">{t('areaActivity.count', { count: vessels.length })}</p>
              {selected !== undefined && (
                <AreaTimeSlider name={names.get(selected) ?? String(selected)} />
              )}
              <AreaVesselList />
            </>
          )}
        </>
      )}
    </div>
  );
}
