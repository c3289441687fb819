// Details of one tool at /{datasetId}/{toolId}. Gear comes as tiles, so the view asks the
// server for the tool by id; one the server does not have is 'The fishing facility is not
// in the map' (R02.16).
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useEffect, useState } from 'react';
import { gearRecordPath } from './describe.js';
import { GearFacts } from './GearFacts.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

type Loaded =
  | { state: 'loading' }
  | { state: 'found'; properties: Record<string, unknown> }
  | { state: 'missing' };

export default function GearDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const known = Object.keys(feature.properties).length > 0;
  const [loaded, setLoaded] = useState<Loaded>(
    known ? { state: 'found', properties: { ...feature.properties } } : { state: 'loading' },
  );
  useEffect(() => {
    if (known) return;
    const abort = new AbortController();
    fetch(gearRecordPath(feature.datasetId, feature.featureId), { signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) return setLoaded({ state: 'missing' });
        const body = (await response.json()) as { properties?: Record<string, unknown> };
        setLoaded({ state: 'found', properties: body.properties ?? {} });
      })
      .catch(() => {
        if (!abort.signal.aborted) setLoaded({ state: 'missing' });
      });
    return () => abort.abort();
  }, [known, feature.datasetId, feature.featureId]);

  return (
    <section data-testid="fishingfacility-details">
      <h2>{text(language, feature.datasetId === 'lostfishingfacility' ? 'lostName' : 'name')}</h2>
      {loaded.state === 'missing' && <p role="alert">{text(language, 'notInMap')}</p>}
      {loaded.state === 'found' && <GearFacts language={language} properties={loaded.properties} />}
    </section>
  );
}
