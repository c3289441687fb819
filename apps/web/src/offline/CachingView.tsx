// The offline maps view (/caching, spec 01 §2; R26.10–R26.20): download the map view's area,
// or one drawn on the map, with the base map and the enabled datasets that can be kept, see each downloaded area,
// update or delete it. Loaded on demand like every details view (R01.28).
import { AlertTriangle, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDatasetServices } from '../datasets/services.store.js';
import { mapComposer } from '../map/map-setup.js';
import { useOnline } from '../network/network.store.js';
import type { AreaRequest, AreaSource } from './area-download.js';
import { areaSources } from './area-sources.js';
import { drawnArea } from './area-bounds.js';
import { CachedAreaList } from './CachedAreaList.js';
import { CachingAreaChoice, type AreaKind } from './CachingAreaChoice.js';
import { cachingErrorText, planArea, type AreaPlan, type AreaFormError } from './caching-form.js';
import { cacheArea, useCaching } from './caching.store.js';
import type { Bounds } from './tiles.js';
import './caching.css';

interface BoundsReader {
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
}

function mapBounds(): Bounds | null {
  // The composer holds the MapLibre map itself; its type names only what composing needs.
  const box = (mapComposer.map as unknown as BoundsReader | null)?.getBounds();
  return box ? [box.getWest(), box.getSouth(), box.getEast(), box.getNorth()] : null;
}

function useEnabledSources(): AreaSource[] {
  const services = useDatasetServices((state) => state.services);
  return useMemo(() => {
    if (!services) return [];
    const enabled = [...services.services.values()]
      .filter((service) => services.isEnabled(service.id))
      .map((service) => service.dataset);
    return areaSources(enabled, window.location.origin);
  }, [services]);
}

/** A dataset's name in the catalogue's language; its id where the catalogue has none. */
export function useDatasetNames(): (datasetId: string) => string {
  const services = useDatasetServices((state) => state.services);
  return (datasetId) => services?.services.get(datasetId)?.dataset.name ?? datasetId;
}

const newAreaId = () => `area${Date.now().toString(36)}`;

export default function CachingView() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const online = useOnline();
  const sources = useEnabledSources();
  const names = useDatasetNames();
  const { progress, error, quotaExceeded } = useCaching();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<AreaFormError[]>([]);
  const [pending, setPending] = useState<AreaPlan | null>(null);
  const [areaKind, setAreaKind] = useState<AreaKind>('mapView');
  const [areaText, setAreaText] = useState('');
  const drawn = useMemo(() => drawnArea(areaText), [areaText]);

  const start = (request: AreaRequest) => {
    setPending(null);
    void cacheArea(request).then((ok) => ok && setName(''));
  };
  const submit = () => {
    const { plan, errors: found } = planArea({
      name,
      bounds: areaKind === 'mapView' ? mapBounds() : (drawn?.bounds ?? null),
      sources,
      areaId: newAreaId(),
    });
    setErrors(found);
    if (!plan) return;
    if (plan.warn) setPending(plan);
    else start(plan.request);
  };
  const busy = progress !== null;

  return (
    <div className="caching" data-testid="caching-view">
      <p className="muted">{t('offlineMaps.intro')}</p>
      <section className="caching-new" aria-labelledby="caching-new-title">
        <h3 id="caching-new-title">{t('offlineMaps.newArea')}</h3>
        <label className="caching-field">
          <span>{t('offlineMaps.name')}</span>
          <input
            value={name}
            maxLength={200}
            aria-invalid={errors.includes('name')}
            onChange={(event) => setName(event.target.value)}
            data-testid="caching-name"
          />
        </label>
        {errors.includes('name') && (
          <p className="caching-error" role="alert" data-testid="caching-name-error">
            {t('offlineMaps.nameError')}
          </p>
        )}
        <CachingAreaChoice
          kind={areaKind}
          onKind={setAreaKind}
          text={areaText}
          onText={setAreaText}
          geometry={drawn?.geometry ?? null}
          invalid={errors.includes('area')}
        />
        <p className="small" data-testid="caching-sources">
          {t('offlineMaps.sources')}: {sources.map((source) => names(source.datasetId)).join(', ')}{' '}
          · {t('offlineMaps.zoomRange', { min: 0, max: 9 })}
        </p>
        {!online && <p className="muted small">{t('offlineMaps.offlineNow')}</p>}
        {pending ? (
          <div className="caching-warning" role="alertdialog" data-testid="caching-warning">
            <AlertTriangle aria-hidden size={18} />
            <p>
              {t('offlineMaps.warning', {
                count: number.format(pending.tiles),
                mb: number.format(pending.mb),
              })}
            </p>
            <div className="caching-actions">
              <Button
                className="button-link"
                onPress={() => start(pending.request)}
                data-testid="caching-continue"
              >
                {t('offlineMaps.continue')}
              </Button>
              <Button
                className="caching-secondary"
                onPress={() => setPending(null)}
                data-testid="caching-cancel"
              >
                {t('offlineMaps.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            className="button-link"
            isDisabled={busy || !online}
            onPress={submit}
            data-testid="caching-download"
          >
            <Download aria-hidden size={16} /> {t('offlineMaps.download')}
          </Button>
        )}
        {progress && (
          <div className="caching-progress">
            <progress
              max={Math.max(progress.total, 1)}
              value={progress.fulfilled + progress.rejected}
              data-testid="caching-progress"
            />
            <span className="small">
              {t('offlineMaps.progress', {
                done: progress.fulfilled + progress.rejected,
                total: progress.total,
              })}
            </span>
          </div>
        )}
        {error && (
          <p className="caching-error" role="alert" data-testid="caching-failed">
            {cachingErrorText(t, error, quotaExceeded)}
          </p>
        )}
      </section>
      <CachedAreaList busy={busy || !online} onDownloadAgain={start} names={names} />
    </div>
  );
}
