import { lazy, Suspense, useEffect, useState } from 'react';
import type { DatasetFeatureView } from '@havkart/datasets-core/client';
import { COASTAL_WARNINGS_ID } from '@havkart/dataset-navigational-warnings';
import { loadWarningList } from '@havkart/dataset-navigational-warnings/client';
import { apiClient } from '../../api/client.js';
import { sourceUrl, vectorData } from '../../datasets/dataset-service.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useShellNavigate } from '../../shell/ShellLink.js';

const WarningList = lazy(loadWarningList);

/**
 * `/navigationalwarnings` (spec 01 §2): the coastal navigational warnings in force, each
 * opening its details at `/coastalwarnings/{eventId}`. Opening one also switches the
 * warnings on in the map, so the warning is seen where it applies.
 */
export default function NavigationalWarningsView() {
  const services = useDatasetServices((state) => state.services);
  const service = services?.services.get(COASTAL_WARNINGS_ID);
  const go = useShellNavigate();
  const [features, setFeatures] = useState<DatasetFeatureView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const url = service ? sourceUrl(service.dataset, undefined) : undefined;
  const needsApiKey = service?.dataset.needsApiKey ?? false;

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    apiClient
      .get<unknown>(url, { apiKey: needsApiKey, signal: controller.signal })
      .then((answer) => {
        const data = vectorData(answer, console);
        const list = data.type === 'FeatureCollection' ? data.features : [data];
        setFeatures(
          list.flatMap((feature) => {
            const id = feature.properties?.['eventId'];
            return id === undefined || id === null
              ? []
              : [
                  {
                    datasetId: COASTAL_WARNINGS_ID,
                    featureId: String(id),
                    properties: feature.properties ?? {},
                    geometry: feature.geometry,
                  },
                ];
          }),
        );
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [url, needsApiKey]);

  const open = (featureId: string) => {
    void services?.setEnabled(COASTAL_WARNINGS_ID, true);
    go(`/${COASTAL_WARNINGS_ID}/${encodeURIComponent(featureId)}`);
  };

  return (
    <div className="prose" data-testid="navigationalwarnings-view">
      <Suspense fallback={null}>
        <WarningList
          features={features}
          failed={failed}
          demoData={service?.dataset.demoData ?? false}
          hrefOf={(id) => `/${COASTAL_WARNINGS_ID}/${encodeURIComponent(id)}`}
          onOpen={open}
        />
      </Suspense>
    </div>
  );
}
