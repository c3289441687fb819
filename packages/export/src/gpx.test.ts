import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { writeGpx } from './gpx.js';
import { SAMPLE_DOCUMENT, SAMPLE_TIMES } from './testing/sample-document.js';

const { T0, HOUR } = SAMPLE_TIMES;
const text = new TextDecoder().decode(writeGpx(SAMPLE_DOCUMENT));
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  isArray: (name) => ['wpt', 'rte', 'rtept', 'trk', 'trkseg', 'trkpt'].includes(name),
});
type Point = { lat: string; lon: string; time?: string; name?: string };
const gpx = parser.parse(text).gpx as {
  version: string;
  xmlns: string;
  metadata: { name: string };
  wpt: (Point & { desc?: string })[];
  rte: { name: string; desc?: string; rtept: Point[] }[];
  trk: { name?: string; trkseg: { trkpt: Point[] }[] }[];
};

describe('GPX writer (R28.01)', () => {
  it('writes well-formed GPX 1.1 in its namespace, XML-escaping names', () => {
    expect(XMLValidator.validate(text)).toBe(true);
    expect(gpx.version).toBe('1.1');
    expect(gpx.xmlns).toBe('http://www.topografix.com/GPX/1/1');
    expect(gpx.metadata.name).toBe('Tur til Bodø & <Lofoten>');
  });

  it('puts waypoints before routes before tracks, as the schema orders them', () => {
    const order = ['<wpt', '<rte', '<trk'].map((tag) => text.indexOf(tag));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index > 0)).toBe(true);
  });

  it('writes points as waypoints with their time, name and properties', () => {
    expect(gpx.wpt).toHaveLength(1);
    const [point] = gpx.wpt;
    expect(Number(point!.lat)).toBeCloseTo(67.4123456, 7);
    expect(Number(point!.lon)).toBeCloseTo(11.8765432, 7);
    expect(point!.time).toBe(new Date(T0).toISOString().replace('.000', ''));
    expect(point!.name).toBe('Fyr "Skomvær"');
    expect(point!.desc).toBe('note: Kai, ved bøye');
  });

  it('writes a route as rte with each point’s passing time', () => {
    expect(gpx.rte).toHaveLength(1);
    const route = gpx.rte[0]!;
    expect(route.name).toBe('Rute 1');
    expect(route.rtept.map((p) => Date.parse(p.time!))).toEqual([T0, T0 + HOUR, T0 + 2 * HOUR]);
    expect(route.rtept.map((p) => p.name ?? null)).toEqual(['Bodø', null, 'Ut']);
  });

  it('writes tracks with times, and lines, polygons and circles as tracks', () => {
    expect(gpx.trk.map((t) => t.name ?? null)).toEqual(['Måling', 'Område', null, 'LK 123']);
    const track = gpx.trk[3]!.trkseg[0]!.trkpt;
    expect(track.map((p) => Date.parse(p.time!))).toEqual([T0, T0 + 60_000]);
    const polygon = gpx.trk[1]!.trkseg[0]!.trkpt;
    expect(polygon).toHaveLength(5);
    expect(polygon[0]).toEqual(polygon[4]);
    expect(gpx.trk[0]!.trkseg[0]!.trkpt.map((p) => [Number(p.lat), Number(p.lon)])).toEqual([
      [67.1, 14.1],
      [67.2, 14.3],
      [67.25, 14.35],
    ]);
  });

  it('drops characters XML cannot hold instead of writing a broken file', () => {
    const bytes = writeGpx({
      name: 'a\u0001b',
      features: [
        {
          kind: 'point',
          name: 'x\u0007<y>',
          properties: {},
          position: { lat: 1, lon: 2, time: null },
        },
      ],
    });
    const written = new TextDecoder().decode(bytes);
    expect(XMLValidator.validate(written)).toBe(true);
    expect(written).toContain('<name>x&lt;y&gt;</name>');
  });
});
