import { RefreshCw, Trash2, TriangleAlert } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AreaRequest } from './area-download.js';
import type { CacheRecord } from './cache-records.js';
import { deleteArea, useCaching } from './caching.store.js';

/** The records of each area together, in the order the areas were first stored. */
function byArea(records: readonly CacheRecord[]): CacheRecord[][] {
  const areas = new Map<string, CacheRecord[]>();
  for (const record of records) {
    const list = areas.get(record.areaId) ?? [];
    list.push(record);
    areas.set(record.areaId, list);
  }
  return [...areas.values()];
}

/** What downloading the area again asks for: the same bounds and sources. */
function requestOf(records: readonly CacheRecord[]): AreaRequest {
  const first = records[0] as CacheRecord;
  return {
    areaId: first.areaId,
    name: first.name,
    bounds: first.bounds,
    sources: records.map((record) => ({
      datasetId: record.datasetId,
      sourceType: record.sourceType,
      location: (record.sourceType === 'vectortiles' ? record.baseUrl : record.url) ?? '',
    })),
  };
}

const sum = (records: readonly CacheRecord[], field: keyof CacheRecord) =>
  records.reduce((total, record) => total + (record[field] as number), 0);

/** The "caches" section (R26.10, R26.20): each downloaded area with Update and Delete. */
export function CachedAreaList(props: {
  busy: boolean;
  onDownloadAgain: (request: AreaRequest) => void;
  /** Dataset names by id, in the user's language. */
  names: (datasetId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const records = useCaching((state) => state.records);
  const areas = byArea(records);
  return (
    <section className="caching-list" aria-labelledby="caching-list-title">
      <h3 id="caching-list-title">{t('offlineMaps.caches')}</h3>
      {areas.length === 0 && <p className="muted">{t('offlineMaps.none')}</p>}
      <ul>
        {areas.map((area) => {
          const first = area[0] as CacheRecord;
          const damaged = area.some((record) => record.isCorrupt);
          const updated = first.lastUpdated ? new Date(first.lastUpdated) : null;
          return (
            <li
              key={first.areaId}
              className="caching-area"
              data-testid="caching-area"
              data-damaged={damaged}
            >
              <div className="caching-area-head">
                <strong>{first.name}</strong>
                {damaged && (
                  <span className="caching-damaged" data-testid="caching-damaged">
                    <TriangleAlert aria-hidden size={14} /> {t('offlineMaps.damaged')}
                  </span>
                )}
              </div>
              <p className="small muted">
                {area.map((record) => props.names(record.datasetId)).join(', ')} ·{' '}
                {t('offlineMaps.zoomRange', { min: first.minZoom, max: first.maxZoom })}
              </p>
              <p className="small" data-testid="caching-area-files">
                {t('offlineMaps.files', {
                  fulfilled: sum(area, 'fileCountFulfilled'),
                  total: sum(area, 'fileCountTotal'),
                  rejected: sum(area, 'fileCountRejected'),
                })}{' '}
                · {t('offlineMaps.size', { mb: (sum(area, 'sizeBytes') / 1e6).toFixed(1) })}
                {updated &&
                  ` · ${t('offlineMaps.updated', { time: updated.toLocaleString(i18n.language) })}`}
              </p>
              <div className="caching-actions">
                <Button
                  className="caching-secondary"
                  isDisabled={props.busy}
                  onPress={() => props.onDownloadAgain(requestOf(area))}
                  data-testid="caching-update"
                >
                  <RefreshCw aria-hidden size={14} />{' '}
                  {t(damaged ? 'offlineMaps.downloadAgain' : 'offlineMaps.update')}
                </Button>
                <Button
                  className="caching-secondary"
                  onPress={() => void deleteArea(first.areaId)}
                  data-testid="caching-delete"
                >
                  <Trash2 aria-hidden size={14} /> {t('offlineMaps.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
