import { describe, expect, it } from 'vitest';
import { legendEntries, type LegendCandidate } from './legend-entries.js';

const view = () => Promise.resolve({ default: () => null });

function candidate(
  id: string,
  options: { legend?: boolean; demoData?: boolean; baseMap?: boolean } = {},
): LegendCandidate {
  return {
    id,
    dataset: { name: `Name of ${id}`, demoData: !!options.demoData, baseMap: !!options.baseMap },
    part: options.legend ? { legend: view } : {},
  };
}

describe('map legend entries (spec 01 §2, spec 02 §2)', () => {
  const services = [
    candidate('basemap', { baseMap: true }),
    candidate('navigationinstallations', { legend: true, demoData: true }),
    candidate('fairways', { legend: true }),
    candidate('seanames', { demoData: true }),
    candidate('plain'),
  ];

  it('lists only the active datasets, in the menu order', () => {
    const active = new Set(['fairways', 'navigationinstallations']);
    expect(legendEntries(services, (id) => active.has(id)).map((e) => e.datasetId)).toEqual([
      'navigationinstallations',
      'fairways',
    ]);
  });

  it('follows datasets being turned on and off', () => {
    const active = new Set(['fairways']);
    expect(legendEntries(services, (id) => active.has(id))).toHaveLength(1);
    active.add('navigationinstallations');
    active.delete('fairways');
    expect(legendEntries(services, (id) => active.has(id))).toEqual([
      {
        datasetId: 'navigationinstallations',
        name: 'Name of navigationinstallations',
        demoData: true,
        hasLegend: true,
      },
    ]);
  });

  it('keeps a demo dataset without a legend view for its demo-data notice', () => {
    expect(legendEntries(services, (id) => id === 'seanames')).toEqual([
      { datasetId: 'seanames', name: 'Name of seanames', demoData: true, hasLegend: false },
    ]);
  });

  it('leaves out datasets with nothing to explain and base maps without a legend view', () => {
    expect(legendEntries(services, (id) => id === 'plain' || id === 'basemap')).toEqual([]);
    expect(
      legendEntries([candidate('basemap', { baseMap: true, legend: true })], () => true),
    ).toHaveLength(1);
  });
});
