// Demo spawning grounds: rough outlines of well-known grounds (skrei in Vestfjorden and off
// Lofoten, herring off Møre, capelin along Finnmark), in the upstream's ArcGIS GeoJSON form.
// Approximate and fictional in detail; never for fishing or navigation.
const AREAS: readonly { id: string; art: string; navn: string; ring: [number, number][] }[] = [
  {
    id: 'demo-gyte-vestfjorden',
    art: 'Torsk',
    navn: 'Vestfjorden',
    ring: [
      [13.6, 67.75],
      [14.9, 68.05],
      [15.2, 67.95],
      [14.2, 67.55],
      [13.6, 67.75],
    ],
  },
  {
    id: 'demo-gyte-more',
    art: 'Sild',
    navn: 'Mørebankene',
    ring: [
      [4.6, 62.2],
      [5.6, 62.7],
      [6.0, 62.55],
      [5.0, 62.05],
      [4.6, 62.2],
    ],
  },
  {
    id: 'demo-gyte-finnmark',
    art: 'Lodde',
    navn: 'Finnmarkskysten',
    ring: [
      [23.0, 71.0],
      [27.5, 71.3],
      [28.0, 71.05],
      [23.5, 70.75],
      [23.0, 71.0],
    ],
  },
];

export function demoSpawningAreasBody(): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: AREAS.map((area, i) => ({
      type: 'Feature',
      id: i + 1,
      geometry: { type: 'Polygon', coordinates: [area.ring] },
      properties: { objectid: area.id, art: area.art, navn: area.navn },
    })),
  });
}
