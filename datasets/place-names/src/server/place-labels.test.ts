import { describe, expect, it } from 'vitest';
import { loadGeoNamesIndex } from './geonames-index.js';
import { placeLabels } from './place-labels.js';

describe('town and harbour labels from the shipped GeoNames index', () => {
  const labels = placeLabels(loadGeoNamesIndex().places);
  const named = (name: string) => labels.features.filter((f) => f.properties.name === name);

  it('labels the coast’s towns at their place, with their population', () => {
    const [bergen] = named('Bergen');
    expect(bergen?.geometry.coordinates[0]).toBeCloseTo(5.32, 1);
    expect(bergen?.geometry.coordinates[1]).toBeCloseTo(60.39, 1);
    expect(bergen?.properties.population).toBeGreaterThan(200_000);
    for (const town of ['Tromsø', 'Ålesund', 'Bodø', 'Hammerfest', 'Kirkenes', 'Florø']) {
      expect(named(town), town).toHaveLength(1);
    }
  });

  it('keeps populated places only, largest first', () => {
    expect(labels.features.length).toBeGreaterThan(500);
    const populations = labels.features.map((f) => f.properties.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    // Mountains, fjords and city districts are not towns.
    const index = loadGeoNamesIndex().places;
    const notTowns = index.filter((p) => p.featureClass !== 'P' || p.featureCode === 'PPLX');
    const ids = new Set(labels.features.map((f) => f.properties.id));
    expect(notTowns.filter((p) => ids.has(String(p.geonameId)))).toEqual([]);
  });
});
