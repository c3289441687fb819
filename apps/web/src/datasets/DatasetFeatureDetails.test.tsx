// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatasetFeatureDetails } from './DatasetFeatureDetails.js';
import { DatasetServices } from './dataset-services.js';
import { useDatasetServices } from './services.store.js';
import { catalogueDataset, geojsonPart, hostDeps } from './test-support.js';

afterEach(cleanup);

const rocks = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [5.3, 60.4] },
      properties: { id: 'R1', name: 'Storskjæret' },
    },
  ],
};

async function withRocks(details?: boolean, findsItself = false) {
  const part = geojsonPart('rocks');
  const { deps } = hostDeps(
    [
      details
        ? {
            ...part,
            ...(findsItself ? { detailsFindFeature: true } : {}),
            details: async () => ({
              default: ((props: {
                feature: { featureId: string; properties: { name?: string } };
              }) => (
                <h3>{props.feature.properties.name ?? `looking up ${props.feature.featureId}`}</h3>
              )) as never,
            }),
          }
        : part,
    ],
    { '/api/v1/datasets/rocks/geojson': async () => rocks },
  );
  const services = new DatasetServices(
    { groups: [], datasets: { rocks: catalogueDataset('rocks') } },
    deps,
  );
  useDatasetServices.setState({ services });
  await services.get('rocks')!.activate();
}

describe('dataset feature details (/:datasetId/:featureId)', () => {
  it('shows the properties of the feature the route names', async () => {
    await withRocks();
    render(<DatasetFeatureDetails datasetId="rocks" featureId="R1" fallback="none" />);
    expect(screen.getByTestId('feature-properties').textContent).toContain('Storskjæret');
  });

  it("uses the dataset's own details view when it has one", async () => {
    await withRocks(true);
    render(<DatasetFeatureDetails datasetId="rocks" featureId="R1" fallback="none" />);
    expect((await screen.findByRole('heading')).textContent).toBe('Storskjæret');
  });

  it('opens the view of a part that finds missing features itself, with the id alone', async () => {
    await withRocks(true, true);
    render(<DatasetFeatureDetails datasetId="rocks" featureId="R2" fallback="none" />);
    expect((await screen.findByRole('heading')).textContent).toBe('looking up R2');
  });

  it('shows the fallback for an id not in the data', async () => {
    await withRocks();
    render(<DatasetFeatureDetails datasetId="rocks" featureId="R2" fallback="none" />);
    expect(document.body.textContent).toBe('none');
  });
});
