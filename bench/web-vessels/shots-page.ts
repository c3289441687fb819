// A screenshot page: a few hundred vessels of every kind of icon, a third of them old, at a
// zoom and theme from the query, drawn by the custom layer (mode=gl) or by today's GeoJSON
// layers (mode=geojson) to compare the two by eye. Also checks picking at a vessel.
import { themes, type ThemeName } from '@havkart/theme';
import { registerVesselIcons } from '../../datasets/ais/src/client/icons/index.js';
import { LiveStore } from '../../datasets/ais/src/client/live/store.js';
import type { VesselRecord } from '../../datasets/ais/src/client/live/records.js';
import { buildIconAtlas } from '../../datasets/ais/src/client/render/gl/atlas.js';
import { GlVesselView } from '../../datasets/ais/src/client/render/gl/gl-vessel-view.js';
import { vesselPalette } from '../../datasets/ais/src/client/render/layers.js';
import type { LiveMap } from '../../datasets/ais/src/client/render/live-map.js';
import {
  DEFAULT_VIEW_OPTIONS,
  VesselView,
} from '../../datasets/ais/src/client/render/vessel-view.js';
import { GEOJSON_LAYERS, random, record, rgba, vesselMap } from './page-support.js';

const query = new URLSearchParams(location.search);
const zoom = Number(query.get('zoom') ?? 9);
const themeName = (query.get('theme') ?? 'day') as ThemeName;
const mode = query.get('mode') ?? 'gl';
const CENTRE = { lng: 5.0, lat: 60.3 };
// Types that pick different icons: fishing, towing, sailing, pleasure, HSC, pilot, SAR, tug,
// passenger, cargo, tanker, other; plus a well boat and special MMSIs below.
const TYPES: (number | string)[] = [30, 31, 36, 37, 40, 50, 51, 52, 60, 70, 80, 90, 'wellboat'];
const SPECIAL = [111257100, 111257500, 970257001, 257990001];

async function run() {
  const theme = themes[themeName];
  const map = await vesselMap(theme, { center: CENTRE, zoom });
  await registerVesselIcons(map as unknown as LiveMap, theme, devicePixelRatio);
  const rnd = random(7);
  const spanLng = (1280 / (512 * 2 ** zoom)) * 360 * 0.9;
  const spanLat = spanLng * Math.cos((CENTRE.lat * Math.PI) / 180) * (800 / 1280);
  const box = {
    west: CENTRE.lng - spanLng / 2,
    east: CENTRE.lng + spanLng / 2,
    south: CENTRE.lat - spanLat / 2,
    north: CENTRE.lat + spanLat / 2,
  };
  const count = zoom >= 14 ? 24 : zoom >= 9 ? 150 : 600;
  const now = Date.now();
  const vessels: VesselRecord[] = [];
  for (let i = 0; i < count; i++) {
    const mmsi = i < SPECIAL.length ? SPECIAL[i]! : 257_100_000 + i;
    const old = i % 3 === 2;
    const v = record(mmsi, rnd, old ? now - 10 * 3_600_000 : now, box);
    vessels.push({ ...v, shipType: TYPES[i % TYPES.length]! } as VesselRecord);
  }
  const store = new LiveStore<VesselRecord>();
  store.upsert(vessels);
  if (mode === 'gl') {
    for (const id of GEOJSON_LAYERS) map.setLayoutProperty(id, 'visibility', 'none');
    const gl = new GlVesselView(
      store,
      { layerId: 'ais:gl-vessels', requestFrame: (f) => requestAnimationFrame(f), now: Date.now },
      rgba(vesselPalette(theme).line),
    );
    gl.setOptions(DEFAULT_VIEW_OPTIONS);
    gl.layer.setAtlas(await buildIconAtlas(theme, devicePixelRatio));
    map.addLayer(gl.layer as never);
    gl.flush();
    await new Promise((r) => map.once('idle', r));
    const first = vessels[5]!;
    const at = map.project([first.longitude!, first.latitude!]);
    const picked = gl.pick(map, at, 3).map((f) => f.properties['mmsi']);
    return { picked, expected: first.mmsi };
  }
  const view = new VesselView(store, {
    map: () => map as unknown as LiveMap,
    mapId: (key) => `ais:${key}`,
    datasetId: 'ais',
    // Today's GeoJSON path, whatever the app uses.
    renderer: 'geojson',
    pathname: () => '/',
    requestFrame: (f) => requestAnimationFrame(f),
    now: Date.now,
  });
  view.setOptions(DEFAULT_VIEW_OPTIONS);
  view.flush();
  await new Promise((r) => setTimeout(r, 500));
  await new Promise((r) => map.once('idle', r));
  const first = vessels[5]!;
  const at = map.project([first.longitude!, first.latitude!]);
  const picked = map
    .queryRenderedFeatures(
      [
        [at.x - 3, at.y - 3],
        [at.x + 3, at.y + 3],
      ],
      { layers: ['ais:positions'] },
    )
    .map((f) => f.properties['mmsi']);
  return { picked, expected: first.mmsi };
}

(window as unknown as { shotResult: Promise<unknown> }).shotResult = run();
