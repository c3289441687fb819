// Deterministic vessels, weather stations and queries for the search benchmark.
let seed = 7;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const pick = (list) => list[Math.floor(rand() * list.length)];

const PARTS = [
  'NORD',
  'SØR',
  'HAV',
  'FJORD',
  'LYS',
  'STORM',
  'BØLGE',
  'SKJÆR',
  'VIK',
  'ØY',
  'STJERNE',
  'MÅKE',
  'ÆRE',
  'FISK',
  'SILD',
  'TORSK',
  'LAKS',
  'KYST',
  'BRIS',
  'FALK',
  'ØRN',
  'BJØRN',
  'SUND',
  'NES',
  'HOLM',
  'BÅT',
  'STRAND',
  'ODDEN',
  'FONN',
  'TIND',
];

/** `count` vessels with unique names, MMSIs and call signs over Norwegian waters. */
export function makeVessels(count) {
  const names = new Set();
  const vessels = [];
  for (let i = 0; i < count; i++) {
    let name;
    do {
      name = `${pick(PARTS)}${pick(PARTS)}${rand() < 0.5 ? pick(PARTS) : ''}`;
      if (names.has(name)) name = `${name} ${1 + Math.floor(rand() * 99)}`;
    } while (names.has(name));
    names.add(name);
    vessels.push({
      mmsi: 257_000_000 + i * 7,
      name,
      callSign: `L${String(i).padStart(6, '0')}`,
      imoNumber: rand() < 0.3 ? 9_000_000 + i : null,
      latitude: 57 + rand() * 14,
      longitude: 4 + rand() * 26,
      shipType: 30,
      msgtime: '2026-11-27T07:00:00Z',
    });
  }
  return vessels;
}

/** 300 stations in the documented `{name, sourceId, geom}` shape. */
export function makeStations() {
  return Array.from({ length: 300 }, (_, i) => ({
    name: `${pick(PARTS)}${pick(PARTS)} VI`.toLowerCase().replace(/^./, (c) => c.toUpperCase()),
    sourceId: `SN${10000 + i}`,
    geom: { type: 'Point', coordinates: [4 + rand() * 26, 57 + rand() * 14] },
  }));
}

/** 100 exact names, 60 exact MMSIs (both with the intended vessel), 40 name prefixes. */
export function makeQueries(vessels, count) {
  const queries = [];
  for (let i = 0; i < count; i++) {
    const v = vessels[Math.floor(rand() * vessels.length)];
    const kind = i % 10;
    if (kind < 5) queries.push({ text: v.name, intended: v.mmsi });
    else if (kind < 8) queries.push({ text: String(v.mmsi), intended: v.mmsi });
    else queries.push({ text: v.name.slice(0, 5) });
  }
  return queries;
}
