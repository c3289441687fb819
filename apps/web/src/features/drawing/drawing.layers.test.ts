import { measureLabels, type LonLat } from '@havkart/domain';
import type { GeoJSONSourceDiff } from 'maplibre-gl';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MapComposer } from '../../map/composer.js';
import { MeasureLabels } from './drawing.layers.js';
import { useDrawing } from './drawing.store.js';

const WORDS = { total: 'Total', area: 'Area', radius: 'Radius', circumference: 'Circumference' };

interface Sent {
  id: string;
  properties: { text: string };
}

/** A labels source that keeps what it was sent, as MapLibre's GeoJSON source applies it. */
function fakeMap() {
  const shown = new Map<string, Sent>();
  const calls: string[] = [];
  const source = {
    setData(data: { features: Sent[] }) {
      calls.push(`setData ${data.features.length}`);
      shown.clear();
      for (const feature of data.features) shown.set(feature.id, feature);
    },
    updateData(diff: GeoJSONSourceDiff) {
      calls.push(`updateData +${diff.add?.length ?? 0} -${diff.remove?.length ?? 0}`);
      for (const id of diff.remove ?? []) shown.delete(String(id));
      for (const feature of (diff.add ?? []) as unknown as Sent[]) shown.set(feature.id, feature);
      return Promise.resolve();
    },
  };
  const composer = {
    map: { getSource: () => source },
    has: () => true,
    add: () => undefined,
    remove: () => undefined,
  } as unknown as MapComposer;
  return { composer, shown, calls };
}

const zigzag = (count: number): LonLat[] =>
  Array.from({ length: count }, (_, i): LonLat => [4 + (i % 2) * 0.002, 60 + i * 0.001]);

const texts = (shown: Map<string, Sent>) =>
  [...shown.values()].map((feature) => feature.properties.text).sort();

describe('measure labels on the map', () => {
  beforeEach(() => useDrawing.getState().clear());

  it('sends a dragged point’s two segments only, and shows what the rules give', () => {
    const { composer, shown, calls } = fakeMap();
    const labels = new MeasureLabels(composer, 'en-US', WORDS);
    labels.connect();
    const points = zigzag(1_000);
    useDrawing.getState().finished({ id: 'a', drawing: { kind: 'line', points } });
    expect(shown.size).toBe(1_000);
    const moved = points.slice();
    moved[500] = [moved[500]![0], moved[500]![1] + 0.00001];
    useDrawing.getState().finished({ id: 'a', drawing: { kind: 'line', points: moved } });
    expect(calls.slice(-1)).toEqual(['updateData +2 -0']);
    const rules = measureLabels({ kind: 'line', points: moved }, 'en-US', WORDS);
    expect(texts(shown)).toEqual(
      rules.map((feature) => ('text' in feature.properties ? feature.properties.text : '')).sort(),
    );
    labels.disconnect();
  });

  it('takes a removed drawing’s labels away and writes all again in another language', () => {
    const { composer, shown, calls } = fakeMap();
    const labels = new MeasureLabels(composer, 'en-US', WORDS);
    labels.connect();
    const state = useDrawing.getState();
    state.finished({ id: 'a', drawing: { kind: 'line', points: zigzag(3) } });
    state.finished({ id: 'b', drawing: { kind: 'area', points: zigzag(4) } });
    const both = shown.size;
    state.removed('a');
    expect(shown.size).toBe(both - 3);
    labels.setWords('nb-NO', { ...WORDS, area: 'Areal' });
    expect(calls.slice(-1)).toEqual([`setData ${both - 3}`]);
    expect(texts(shown).some((text) => text.startsWith('Areal: '))).toBe(true);
    labels.disconnect();
  });
});
