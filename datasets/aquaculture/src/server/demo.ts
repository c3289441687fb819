// Demo aquaculture: made-up sites at real-looking places in Norwegian fjords and sounds (at
// sea, not at real farms), a week summary that changes with the season, one PD control area
// along the west coast and one ISA control area. Labelled demo data; never for decisions.
import type { SiteWeekHealth } from '../manifest.js';
import { siteWeekHealth } from './fish-health.js';

interface DemoSite {
  readonly loknr: number;
  readonly navn: string;
  readonly kommune: string;
  readonly lon: number;
  readonly lat: number;
  readonly kapasitet: number;
  /** Adult female lice per fish at the season's low; the summer and autumn peak is 2.5×. */
  readonly lice: number | null;
  readonly pd?: boolean;
  /** ISO weeks of an ISA outbreak, inclusive. */
  readonly isaWeeks?: readonly [number, number];
}

export const DEMO_SITES: readonly DemoSite[] = [
  {
    loknr: 90001,
    navn: 'Demo Boknafjorden',
    kommune: 'Tysvær',
    lon: 5.62,
    lat: 59.2,
    kapasitet: 3120,
    lice: 0.12,
  },
  {
    loknr: 90002,
    navn: 'Demo Selbjørnsfjorden',
    kommune: 'Bømlo',
    lon: 5.16,
    lat: 59.95,
    kapasitet: 4680,
    lice: 0.3,
    pd: true,
  },
  {
    loknr: 90003,
    navn: 'Demo Bjørnafjorden',
    kommune: 'Bjørnafjorden',
    lon: 5.45,
    lat: 60.1,
    kapasitet: 3900,
    lice: 0.15,
  },
  {
    loknr: 90004,
    navn: 'Demo Sognesjøen',
    kommune: 'Solund',
    lon: 4.95,
    lat: 61.05,
    kapasitet: 2340,
    lice: 0.25,
    pd: true,
  },
  {
    loknr: 90005,
    navn: 'Demo Breisundet',
    kommune: 'Ålesund',
    lon: 6.0,
    lat: 62.45,
    kapasitet: 3600,
    lice: 0.1,
    isaWeeks: [10, 20],
  },
  {
    loknr: 90006,
    navn: 'Demo Frohavet',
    kommune: 'Frøya',
    lon: 9.25,
    lat: 63.88,
    kapasitet: 5460,
    lice: 0.18,
  },
  {
    loknr: 90007,
    navn: 'Demo Folda',
    kommune: 'Nærøysund',
    lon: 11.05,
    lat: 64.72,
    kapasitet: 3120,
    lice: null,
  },
  {
    loknr: 90008,
    navn: 'Demo Vega',
    kommune: 'Vega',
    lon: 11.75,
    lat: 65.62,
    kapasitet: 2700,
    lice: 0.22,
  },
  {
    loknr: 90009,
    navn: 'Demo Vestfjorden',
    kommune: 'Steigen',
    lon: 14.6,
    lat: 67.98,
    kapasitet: 3900,
    lice: 0.08,
  },
  {
    loknr: 90010,
    navn: 'Demo Andfjorden',
    kommune: 'Andøy',
    lon: 16.1,
    lat: 69.1,
    kapasitet: 4200,
    lice: 0.26,
  },
  {
    loknr: 90011,
    navn: 'Demo Malangen',
    kommune: 'Balsfjord',
    lon: 18.35,
    lat: 69.48,
    kapasitet: 3600,
    lice: 0.14,
  },
  {
    loknr: 90012,
    navn: 'Demo Altafjorden',
    kommune: 'Alta',
    lon: 23.05,
    lat: 70.08,
    kapasitet: 2340,
    lice: 0.05,
  },
];

/** The register's sites in its ArcGIS GeoJSON form (one page), as the upstream answers. */
export function demoSitesBody(): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: DEMO_SITES.map((site, i) => ({
      type: 'Feature',
      id: i + 1,
      geometry: { type: 'Point', coordinates: [site.lon, site.lat] },
      properties: {
        loknr: site.loknr,
        navn: site.navn,
        status_lokalitet: 'KLARERT',
        kapasitet_lok: site.kapasitet,
        kapasitet_unittype: 'TN',
        kommune: site.kommune,
        plassering: 'SJØ',
      },
    })),
  });
}

/** Lice rise through summer into autumn: 2.5× the site's low from week 27 to week 44. */
const seasonFactor = (week: number) => (week >= 27 && week <= 44 ? 2.5 : 1);

/** The demo week summary in the upstream's form; the same every year. */
export function demoWeekRecords(week: number): Record<string, unknown>[] {
  return DEMO_SITES.map((site) => {
    const lice = site.lice === null ? null : Math.round(site.lice * seasonFactor(week) * 100) / 100;
    const isa = site.isaWeeks !== undefined && week >= site.isaWeeks[0] && week <= site.isaWeeks[1];
    return {
      localityNo: site.loknr,
      hasPd: site.pd === true,
      hasIla: isa,
      avgAdultFemaleLice: lice,
      hasReportedLice: lice !== null,
      // A site without lice counts is lying fallow.
      isFallow: lice === null,
      lat: site.lat,
      lon: site.lon,
    };
  });
}

export function demoWeek(_year: number, week: number): SiteWeekHealth[] {
  return demoWeekRecords(week).flatMap((record) => siteWeekHealth(record, week) ?? []);
}

const box = (west: number, south: number, east: number, north: number) => [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ],
];

/** The PD control area: the west coast from Rogaland to Møre, roughly as the real one lies. */
export function demoPdZones(): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        id: 'demo-pd-1',
        geometry: { type: 'Polygon', coordinates: box(4.2, 58.8, 7.5, 62.3) },
        properties: { id: 'demo-pd-1', name: 'Demo PD-sone (bekjempelsessone)' },
      },
    ],
  });
}

/** The ISA control area round the demo site with ISA, in the weeks of its outbreak. */
export function demoIsaZones(_year: number, week: number): string {
  const features = DEMO_SITES.filter(
    (site) => site.isaWeeks && week >= site.isaWeeks[0] && week <= site.isaWeeks[1],
  ).map((site) => ({
    type: 'Feature',
    id: `demo-ila-${site.loknr}`,
    geometry: {
      type: 'Polygon',
      coordinates: box(site.lon - 0.4, site.lat - 0.2, site.lon + 0.4, site.lat + 0.2),
    },
    properties: { id: `demo-ila-${site.loknr}`, name: `Demo ILA-kontrollområde ${site.navn}` },
  }));
  return JSON.stringify({ type: 'FeatureCollection', features });
}
