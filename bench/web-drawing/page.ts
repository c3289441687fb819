// The drawing benchmark page (see README.md): one MapLibre map, a 1,000-vertex line, one of
// its vertices dragged a step per move. Two paths in alternating rounds on the same page, so
// machine noise hits both alike:
//  - ours: the app's drawing store and measure labels (`MeasureLabels` through the map
//    composer): the segments whose ends did not move keep their labels, two are relabelled;
//  - peer: `@turf/length` on every segment, every label written again, `setData` of all.
// Per move it takes the main-thread time of the update itself plus that of every frame
// rendered until the moved segments' new labels are on the map (the map idle again).
// Bundled by run.mjs with esbuild.
import length from '@turf/length';
import {
  formatBearing,
  formatMeasuredLengthWithNauticalMiles,
  greatCircleMidpoint,
  initialBearing,
  measureLabels,
  type LonLat,
} from '@havkart/domain';
import { themes } from '@havkart/theme';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource } from 'maplibre-gl';
import { MapComposer } from '../../apps/web/src/map/composer.js';
import {
  MEASURES_LAYER_ID,
  MeasureLabels,
  measuresDescriptor,
} from '../../apps/web/src/features/drawing/drawing.layers.js';
import { useDrawing } from '../../apps/web/src/features/drawing/drawing.store.js';

const VERTICES = 1_000;
const params = new URLSearchParams(location.search);
const ROUNDS = Number(params.get('rounds') ?? 6);
const MOVES = Number(params.get('moves') ?? 20);
const LANGUAGE = 'nb-NO' as const;
const WORDS = { total: 'Totalt', area: 'Areal', radius: 'Radius', circumference: 'Omkrets' };
const PEER_SOURCE = 'peer-labels';

declare global {
  interface Window {
    benchResult?: unknown;
  }
}

/** A zig-zag line of 1,000 vertices off the coast of Norway, 50–150 m legs. */
function line(): LonLat[] {
  const points: LonLat[] = [];
  for (let i = 0; i < VERTICES; i++) {
    points.push([4 + (i % 40) * 0.002 + (i % 2) * 0.0007, 60 + Math.floor(i / 40) * 0.001]);
  }
  return points;
}

/** The peer: every segment measured by turf and labelled again, then all labels at once. */
function peerLabels(points: readonly LonLat[]) {
  const features = [];
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const metres = length(
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: [from, to] },
      },
      { units: 'meters' },
    );
    total += metres;
    features.push({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: greatCircleMidpoint(from, to) },
      properties: {
        role: 'segment',
        text: `${formatMeasuredLengthWithNauticalMiles(metres, LANGUAGE)} ${formatBearing(initialBearing(from, to))}`,
      },
    });
  }
  features.push({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: points[points.length - 1]! },
    properties: {
      role: 'total',
      text: `${WORDS.total}: ${formatMeasuredLengthWithNauticalMiles(total, LANGUAGE)}`,
    },
  });
  return { type: 'FeatureCollection' as const, features };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  maplibregl.setWorkerUrl('/maplibre/maplibre-gl-worker.mjs');
  const theme = themes.day;
  const map = new maplibregl.Map({
    container: 'map',
    style: {
      version: 8,
      glyphs: `${location.origin}/fonts/{fontstack}/{range}.pbf`,
      sources: {},
      layers: [{ id: 'water', type: 'background', paint: { 'background-color': theme.water } }],
    },
    center: [4.04, 60.012],
    zoom: 13,
    fadeDuration: 0,
    attributionControl: false,
  });
  await map.once('load');
  console.log('map loaded');

  // Main-thread time spent rendering frames, as MapLibre's own render call takes it.
  const target = map as unknown as { _render(t: number): unknown };
  const render = target._render.bind(map);
  let renderBusy = 0;
  let frames = 0;
  target._render = (t: number) => {
    const start = performance.now();
    const result = render(t);
    renderBusy += performance.now() - start;
    frames++;
    return result;
  };

  // Where a frame's main-thread time goes: symbol placement and painting, summed per move.
  const parts = { placement: 0, paint: 0 };
  const timed = (owner: Record<string, unknown>, name: string, part: keyof typeof parts) => {
    const original = (owner[name] as (...args: unknown[]) => unknown).bind(owner);
    owner[name] = (...args: unknown[]) => {
      const start = performance.now();
      const result = original(...args);
      parts[part] += performance.now() - start;
      return result;
    };
  };
  const internals = map as unknown as {
    style: Record<string, unknown>;
    painter: Record<string, unknown>;
  };
  timed(internals.style, '_updatePlacement', 'placement');
  timed(internals.painter, 'render', 'paint');

  const composer = new MapComposer(theme);
  composer.attach(map as never);
  const labels = new MeasureLabels(composer, LANGUAGE, WORDS);
  labels.connect();
  const ourLayers = measuresDescriptor()
    .layers(theme)
    .map((layer) => `${MEASURES_LAYER_ID}:${layer.role}`);

  // The peer's labels: the same symbol layer over a plain GeoJSON source.
  map.addSource(PEER_SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
  });
  const labelLayer = measuresDescriptor()
    .layers(theme)
    .find((layer) => layer.role === 'labels')!;
  map.addLayer({
    id: 'peer-labels',
    type: 'symbol',
    source: PEER_SOURCE,
    layout: labelLayer.layout,
    paint: labelLayer.paint,
  } as never);
  const peerSource = map.getSource<GeoJSONSource>(PEER_SOURCE)!;

  const idle = () => {
    const done = new Promise<void>((resolve) => map.once('idle', () => resolve()));
    map.triggerRepaint();
    return done;
  };
  /** Shows one path's layers only (unmeasured), so the other's cost no frame time. */
  const show = async (which: 'ours' | 'peer') => {
    for (const id of ourLayers) {
      map.setLayoutProperty(id, 'visibility', which === 'ours' ? 'visible' : 'none');
    }
    map.setLayoutProperty('peer-labels', 'visibility', which === 'peer' ? 'visible' : 'none');
    await idle();
  };

  let points = line();
  // Vertex 500 is dragged: it moves 1 m north each move, so its two segments change.
  const moved = 500;
  const step = (): LonLat[] => {
    const next = points.slice();
    const [lon, lat] = next[moved]!;
    next[moved] = [lon, lat + 0.00001];
    points = next;
    return next;
  };
  const apply = {
    ours: (next: LonLat[]) =>
      useDrawing.getState().finished({ id: 'line', drawing: { kind: 'line', points: next } }),
    peer: (next: LonLat[]) => peerSource.setData(peerLabels(next) as never),
  };

  /** One move: the update's own time, then the frames until the map is idle again. */
  const move = async (which: 'ours' | 'peer') => {
    const next = step();
    const done = new Promise<void>((resolve) => map.once('idle', () => resolve()));
    renderBusy = 0;
    frames = 0;
    parts.placement = 0;
    parts.paint = 0;
    const start = performance.now();
    apply[which](next);
    const update = performance.now() - start;
    await done;
    return {
      update,
      mainThread: update + renderBusy,
      wall: performance.now() - start,
      frames,
      placement: parts.placement,
      paint: parts.paint,
    };
  };

  // Both paths start from the same line, labelled once (unmeasured).
  apply.ours(points);
  apply.peer(points);
  await idle();
  console.log('labelled');

  const results: Record<
    'ours' | 'peer',
    {
      update: number[];
      mainThread: number[];
      wall: number[];
      frames: number[];
      placement: number[];
      paint: number[];
    }
  > = {
    ours: { update: [], mainThread: [], wall: [], frames: [], placement: [], paint: [] },
    peer: { update: [], mainThread: [], wall: [], frames: [], placement: [], paint: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 === 0
      ? (['ours', 'peer'] as const)
      : (['peer', 'ours'] as const)) {
      await show(which);
      // A first move warms the path after the switch (unmeasured).
      await move(which);
      console.log(`round ${round + 1}/${ROUNDS}: ${which}`);
      for (let i = 0; i < MOVES; i++) {
        const sample = await move(which);
        results[which].update.push(sample.update);
        results[which].mainThread.push(sample.mainThread);
        results[which].wall.push(sample.wall);
        results[which].frames.push(sample.frames);
        results[which].placement.push(sample.placement);
        results[which].paint.push(sample.paint);
      }
    }
  }
  const summary = (which: 'ours' | 'peer') => ({
    updateMs: median(results[which].update),
    mainThreadMs: median(results[which].mainThread),
    wallMs: median(results[which].wall),
    frames: median(results[which].frames),
    placementMs: median(results[which].placement),
    paintMs: median(results[which].paint),
    moves: results[which].update.length,
  });
  // Both paths write the same labels for the line as it ended (the comparison is fair).
  const ourTexts = measureLabels({ kind: 'line', points }, LANGUAGE, WORDS).map((feature) =>
    'text' in feature.properties ? feature.properties.text : '',
  );
  const peerTexts = peerLabels(points).features.map((feature) => feature.properties.text);
  window.benchResult = {
    ours: summary('ours'),
    peer: summary('peer'),
    sameLabels: JSON.stringify(ourTexts) === JSON.stringify(peerTexts),
    labels: ourTexts.length,
  };
}

main().catch((error: unknown) => {
  window.benchResult = { error: String(error) };
});
