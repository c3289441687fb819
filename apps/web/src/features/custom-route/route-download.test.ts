import { planRoute } from '@havkart/domain';
import { exportFormat } from '@havkart/export';
import { describe, expect, it } from 'vitest';
import { routeDocument } from './route-download.js';

const DEPARTURE = Date.parse('2026-03-01T10:00:00Z');

describe('the route as a download', () => {
  const plan = planRoute(
    [
      [60, 4.4],
      [60.1, 4.4],
    ],
    DEPARTURE,
    5,
  );

  it('is one route of its points, numbered, with their passing times', () => {
    const document = routeDocument(plan, 'Egen rute', 5);
    expect(document.features).toEqual([
      {
        kind: 'route',
        name: 'Egen rute',
        properties: { totalDistanceM: 11_120, speedMps: 5 },
        points: [
          { lat: 60, lon: 4.4, time: DEPARTURE, name: '1' },
          { lat: 60.1, lon: 4.4, time: plan.arrival, name: '2' },
        ],
      },
    ]);
  });

  it('writes a GPX rte whose points carry the passing times', async () => {
    const write = await exportFormat('gpx')!.load();
    const text = new TextDecoder().decode(await write(routeDocument(plan, 'Egen rute', 5)));
    expect(text).toContain('<rte>');
    expect(text.match(/<rtept /g)).toHaveLength(2);
    expect(text).toContain('<time>2026-03-01T10:00:00Z</time>');
  });
});
