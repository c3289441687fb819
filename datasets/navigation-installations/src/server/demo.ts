// Demo data served while no upstream is configured: well-known Norwegian lighthouses at
// their public positions (rounded), with plausible, not official, sectors and characters,
// and a few fixed and floating aids near them. Never to be used for navigation.
import type { Feature, FeatureCollection } from 'geojson';
import type { InstallationProperties, LightSector } from './installations.js';

const W = 1;
const R = 2;
const G = 4;

interface DemoLight {
  readonly id: string;
  readonly name: string;
  readonly lon: number;
  readonly lat: number;
  readonly character: string;
  readonly rangenm: number;
  readonly sectors?: readonly LightSector[];
  readonly lightcolour?: number;
  readonly isextinguished?: boolean;
}

/** Red–white–green across the approach, white elsewhere seaward: the usual pattern. */
function approach(redFrom: number, whiteFrom: number, greenFrom: number, greenTo: number) {
  return [
    { from: redFrom, to: whiteFrom, lightcolour: R },
    { from: whiteFrom, to: greenFrom, lightcolour: W },
    { from: greenFrom, to: greenTo, lightcolour: G },
  ];
}

const LIGHTS: readonly DemoLight[] = [
  {
    id: 'demo-lindesnes',
    name: 'Lindesnes fyr',
    lon: 7.0475,
    lat: 57.9823,
    character: 'Fl(3) W 20s',
    rangenm: 19.5,
    sectors: approach(240, 265, 110, 130),
  },
  {
    id: 'demo-ryvingen',
    name: 'Ryvingen fyr',
    lon: 7.4928,
    lat: 57.9686,
    character: 'Fl(2) W 15s',
    rangenm: 19,
    lightcolour: W,
  },
  {
    id: 'demo-lista',
    name: 'Lista fyr',
    lon: 6.5681,
    lat: 58.1094,
    character: 'Fl(3) W 30s',
    rangenm: 17.8,
    lightcolour: W,
  },
  {
    id: 'demo-feistein',
    name: 'Feistein fyr',
    lon: 5.5086,
    lat: 58.8267,
    character: 'Oc(3) WRG 10s',
    rangenm: 12,
    sectors: approach(300, 330, 10, 60),
  },
  {
    id: 'demo-utsira',
    name: 'Utsira fyr',
    lon: 4.8736,
    lat: 59.3075,
    character: 'Fl(3) W 20s',
    rangenm: 18.7,
    lightcolour: W,
  },
  {
    id: 'demo-marstein',
    name: 'Marstein fyr',
    lon: 5.0119,
    lat: 60.1283,
    character: 'Oc(2) WRG 8s',
    rangenm: 14,
    sectors: approach(20, 60, 120, 170),
  },
  {
    id: 'demo-hellisoy',
    name: 'Hellisøy fyr',
    lon: 4.7128,
    lat: 60.7519,
    character: 'Fl W 10s',
    rangenm: 18.8,
    lightcolour: W,
  },
  {
    id: 'demo-kraakenes',
    name: 'Kråkenes fyr',
    lon: 4.9856,
    lat: 62.0364,
    character: 'Oc(2) WRG 10s',
    rangenm: 13,
    sectors: approach(200, 240, 310, 350),
  },
  {
    id: 'demo-svinoy',
    name: 'Svinøy fyr',
    lon: 5.2685,
    lat: 62.3295,
    character: 'Fl(2) W 20s',
    rangenm: 18.7,
    lightcolour: W,
  },
  {
    id: 'demo-grip',
    name: 'Grip fyr',
    lon: 7.605,
    lat: 63.2203,
    character: 'Oc(2) WRG 10s',
    rangenm: 12.5,
    sectors: approach(30, 70, 150, 200),
  },
  {
    id: 'demo-sklinna',
    name: 'Sklinna fyr',
    lon: 10.9964,
    lat: 65.2019,
    character: 'Fl(3) W 30s',
    rangenm: 18.5,
    lightcolour: W,
  },
  {
    id: 'demo-skomvaer',
    name: 'Skomvær fyr',
    lon: 11.8739,
    lat: 67.4094,
    character: 'Fl(3) W 30s',
    rangenm: 17,
    lightcolour: W,
  },
  {
    id: 'demo-torsvaag',
    name: 'Torsvåg fyr',
    lon: 19.4986,
    lat: 70.2453,
    character: 'Oc(2) WRG 8s',
    rangenm: 12,
    sectors: approach(90, 130, 200, 250),
  },
  {
    id: 'demo-fruholmen',
    name: 'Fruholmen fyr',
    lon: 23.9839,
    lat: 71.0939,
    character: 'Oc(2) WRG 8s',
    rangenm: 15,
    sectors: approach(60, 100, 170, 230),
  },
  {
    id: 'demo-vardo',
    name: 'Vardø fyr',
    lon: 31.1556,
    lat: 70.3889,
    character: 'Fl W 10s',
    rangenm: 13,
    lightcolour: W,
  },
  // Shown as out of service, so the extinguished look has an example.
  {
    id: 'demo-ytre-moholmen',
    name: 'Ytre Moholmen lykt',
    lon: 7.52,
    lat: 57.99,
    character: 'Iso WRG 4s',
    rangenm: 6,
    sectors: approach(330, 345, 10, 30),
    isextinguished: true,
  },
];

interface DemoAid {
  readonly id: string;
  readonly name: string;
  readonly kind: 'fixed' | 'floating';
  readonly lon: number;
  readonly lat: number;
  readonly typeid: number;
  readonly type: string;
}

const AIDS: readonly DemoAid[] = [
  {
    id: 'demo-lindesnes-nord',
    name: 'Lindesnes nordre varde',
    kind: 'fixed',
    lon: 7.04,
    lat: 57.995,
    typeid: 1,
    type: 'Varde',
  },
  {
    id: 'demo-ryvingen-stake',
    name: 'Ryvingen stake',
    kind: 'fixed',
    lon: 7.505,
    lat: 57.975,
    typeid: 2,
    type: 'Stake',
  },
  {
    id: 'demo-marstein-bøye',
    name: 'Marsteinen nord',
    kind: 'floating',
    lon: 5.03,
    lat: 60.14,
    typeid: 10,
    type: 'Kardinalmerke nord',
  },
  {
    id: 'demo-korsfjorden-bøye',
    name: 'Korsfjorden lateral',
    kind: 'floating',
    lon: 5.06,
    lat: 60.15,
    typeid: 11,
    type: 'Lateralmerke babord',
  },
  {
    id: 'demo-grip-bøye',
    name: 'Grip vest',
    kind: 'floating',
    lon: 7.58,
    lat: 63.22,
    typeid: 12,
    type: 'Kardinalmerke vest',
  },
];

function point(lon: number, lat: number, properties: InstallationProperties): Feature {
  return { type: 'Feature', geometry: { type: 'Point', coordinates: [lon, lat] }, properties };
}

/** The demo collection in our upstream schema; the server part reads it like an upstream's. */
export function demoInstallations(): FeatureCollection {
  const lights = LIGHTS.map((light, index) =>
    point(light.lon, light.lat, {
      kind: 'light',
      globalid: light.id,
      lightglobalid: light.id,
      name: light.name,
      typeid: 100 + index,
      character: light.character,
      rangenm: light.rangenm,
      // A sectored light's own colour is that of its main (white) sector.
      lightcolour: light.lightcolour ?? W,
      lightclassification: 1,
      isextinguished: light.isextinguished === true,
      ...(light.sectors ? { sectors: light.sectors } : {}),
    }),
  );
  const aids = AIDS.map((aid) =>
    point(aid.lon, aid.lat, {
      kind: aid.kind,
      globalid: aid.id,
      name: aid.name,
      typeid: aid.typeid,
      ...(aid.kind === 'fixed' ? { classification: aid.type } : { floattype: aid.type }),
    }),
  );
  return { type: 'FeatureCollection', features: [...lights, ...aids] };
}
