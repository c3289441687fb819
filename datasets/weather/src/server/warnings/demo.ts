// The demo warnings, served while no MetAlerts URL is set: a fixed set laid out relative to
// the current hour, so the window rule shows on the map at any time of day. One has taken
// effect, one takes effect in an hour and one in two (inside and outside the 1.5 h window
// at the hour), one expires in two hours (a slider step past it hides it), one has expired,
// and one lies on land. Written in MetAlerts' own shape and read by the same adapter, and
// labelled "Demo" in every title.

const HOUR_MS = 60 * 60 * 1000;

type Ring = readonly (readonly [number, number])[];

interface DemoWarning {
  readonly key: string;
  readonly domain: 'marine' | 'land';
  readonly severity: 'Extreme' | 'Severe' | 'Moderate';
  readonly event: string;
  /** Hours from the current hour. */
  readonly from: number;
  readonly to: number;
  readonly area: { readonly no: string; readonly en: string };
  readonly name: { readonly no: string; readonly en: string };
  readonly ring: Ring;
}

const DEMO: readonly DemoWarning[] = [
  {
    key: 'gale-stad',
    domain: 'marine',
    severity: 'Severe',
    event: 'gale',
    from: -3,
    to: 9,
    area: { no: 'Stadhavet', en: 'Stadhavet' },
    name: { no: 'Kuling', en: 'Gale' },
    ring: [
      [4.0, 61.8],
      [5.0, 61.8],
      [5.2, 62.3],
      [4.6, 62.6],
      [3.9, 62.2],
      [4.0, 61.8],
    ],
  },
  {
    key: 'storm-vestfjorden',
    domain: 'marine',
    severity: 'Extreme',
    event: 'gale',
    from: 1,
    to: 12,
    area: { no: 'Vestfjorden', en: 'Vestfjorden' },
    name: { no: 'Storm', en: 'Storm' },
    ring: [
      [13.0, 67.6],
      [15.2, 67.9],
      [15.5, 68.2],
      [14.0, 68.3],
      [12.8, 67.9],
      [13.0, 67.6],
    ],
  },
  {
    key: 'icing-finnmark',
    domain: 'marine',
    severity: 'Moderate',
    event: 'icing',
    from: 2,
    to: 14,
    area: { no: 'Kysten av Finnmark', en: 'Finnmark coast' },
    name: { no: 'Ising', en: 'Icing' },
    ring: [
      [22.0, 71.0],
      [26.0, 71.2],
      [26.5, 71.8],
      [22.5, 71.8],
      [22.0, 71.0],
    ],
  },
  {
    key: 'wind-skagerrak',
    domain: 'marine',
    severity: 'Moderate',
    event: 'wind',
    from: -6,
    to: 2,
    area: { no: 'Skagerrak', en: 'Skagerrak' },
    name: { no: 'Kuling', en: 'Gale' },
    ring: [
      [8.6, 57.9],
      [10.3, 57.9],
      [10.3, 58.5],
      [8.6, 58.5],
      [8.6, 57.9],
    ],
  },
  {
    key: 'gale-helgeland',
    domain: 'marine',
    severity: 'Severe',
    event: 'gale',
    from: -10,
    to: -1,
    area: { no: 'Helgelandskysten', en: 'Helgeland coast' },
    name: { no: 'Kuling', en: 'Gale' },
    ring: [
      [10.8, 65.6],
      [12.0, 65.6],
      [12.0, 66.2],
      [10.8, 66.2],
      [10.8, 65.6],
    ],
  },
  {
    key: 'rain-vestland',
    domain: 'land',
    severity: 'Moderate',
    event: 'rain',
    from: -2,
    to: 20,
    area: { no: 'Indre Vestland', en: 'Inner Vestland' },
    name: { no: 'Regn', en: 'Rain' },
    ring: [
      [6.2, 60.4],
      [7.2, 60.4],
      [7.3, 61.0],
      [6.4, 61.1],
      [6.2, 60.4],
    ],
  },
];

const LEVEL = {
  Extreme: { no: 'rødt nivå', en: 'red level', colour: 'Red', level: '4; red; Extreme' },
  Severe: { no: 'oransje nivå', en: 'orange level', colour: 'Orange', level: '3; orange; Severe' },
  Moderate: { no: 'gult nivå', en: 'yellow level', colour: 'Yellow', level: '2; yellow; Moderate' },
} as const;

const TEXTS = {
  no: {
    demo: 'Demo',
    description: 'Demodata: beregnet for å vise kartlaget, ikke et ekte farevarsel.',
    instruction: 'Følg de offisielle farevarslene fra Meteorologisk institutt.',
    consequences: 'Ingen: dette er ikke et ekte varsel.',
  },
  en: {
    demo: 'Demo',
    description: 'Demo data: made up to show the map layer, not a real weather warning.',
    instruction: 'Follow the official weather warnings of the Norwegian Meteorological Institute.',
    consequences: 'None: this is not a real warning.',
  },
} as const;

/** The start of the hour `nowMs` lies in: the demo set stays the same all hour. */
export function demoAnchorMs(nowMs: number): number {
  return Math.floor(nowMs / HOUR_MS) * HOUR_MS;
}

/** The demo warnings in MetAlerts' `current.json` shape, for `lang` at `nowMs`. */
export function demoMetAlerts(nowMs: number, lang: 'no' | 'en'): unknown {
  const anchor = demoAnchorMs(nowMs);
  const t = TEXTS[lang];
  const features = DEMO.map((w) => {
    const level = LEVEL[w.severity];
    return {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [w.ring] },
      properties: {
        id: `demo-${w.key}`,
        title: `${t.demo}: ${w.name[lang]}, ${level[lang]}, ${w.area[lang]}`,
        area: w.area[lang],
        event: w.event,
        severity: w.severity,
        certainty: 'Likely',
        riskMatrixColor: level.colour,
        awareness_level: level.level,
        geographicDomain: w.domain,
        description: t.description,
        instruction: t.instruction,
        consequences: t.consequences,
        status: 'Actual',
        type: 'Alert',
      },
      when: {
        interval: [
          new Date(anchor + w.from * HOUR_MS).toISOString(),
          new Date(anchor + w.to * HOUR_MS).toISOString(),
        ],
      },
    };
  });
  return { type: 'FeatureCollection', lang, lastChange: new Date(anchor).toISOString(), features };
}
