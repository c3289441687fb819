import { describe, expect, it } from 'vitest';
import { parseFavourite } from '../favourites/favourite.js';
import {
  appendRoutePoint,
  insertOnLeg,
  moveRoutePoint,
  removeRoutePoint,
  reverseRoute,
} from './route-edit.js';
import {
  customRouteLink,
  MAX_ROUTE_POINTS,
  readCustomRouteLink,
  type LatLon,
} from './route-link.js';
import {
  isAllowedRouteSpeed,
  planRoute,
  routePointsOf,
  routeSpeedFromKnots,
} from './route-plan.js';

const DEPARTURE = Date.parse('2026-03-01T10:00:00Z');
const rEncoded = (link: string) => link.slice('/customroute?r='.length);

describe('route speed (R16.02)', () => {
  it('holds knots as m/s: knots ÷ 1.94384', () => {
    expect(routeSpeedFromKnots(10)).toBeCloseTo(10 / 1.94384, 12);
    expect(routeSpeedFromKnots(1.94384)).toBeCloseTo(1, 12);
  });

  it('allows 0.1 to 60 knots', () => {
    expect(isAllowedRouteSpeed(0.1)).toBe(true);
    expect(isAllowedRouteSpeed(60)).toBe(true);
    expect(isAllowedRouteSpeed(0.09)).toBe(false);
    expect(isAllowedRouteSpeed(60.1)).toBe(false);
    expect(isAllowedRouteSpeed(Number.NaN)).toBe(false);
  });
});

describe('planRoute (R16.03–R16.05)', () => {
  const points: LatLon[] = [
    [60, 5],
    [60.1, 5],
    [60.1, 5.2],
  ];

  it('gives 0 from the previous point for the first, and the legs after', () => {
    const plan = planRoute(points, DEPARTURE, 5);
    expect(plan.points[0]!.distanceFromPrevious).toBe(0);
    expect(plan.points[1]!.distanceFromPrevious).toBeCloseTo(11_119.5, 0);
    expect(plan.points[2]!.distanceFromPrevious).toBeCloseTo(11_100, -2);
  });

  it('sums the legs into the distance from the start and the total', () => {
    const plan = planRoute(points, DEPARTURE, 5);
    const [first, second, third] = plan.points;
    expect(first!.cumulativeDistance).toBe(0);
    expect(second!.cumulativeDistance).toBe(second!.distanceFromPrevious);
    expect(third!.cumulativeDistance).toBeCloseTo(
      second!.distanceFromPrevious + third!.distanceFromPrevious,
      9,
    );
    expect(plan.totalDistance).toBe(third!.cumulativeDistance);
  });

  it('passes 18,520 m at 10 kn one hour after departure', () => {
    // A leg due north measured on the app's sphere, scaled to exactly 18,520 m.
    const metresPerDegree = planRoute(
      [
        [0, 0],
        [1, 0],
      ],
      0,
      1,
    ).totalDistance;
    const plan = planRoute(
      [
        [0, 0],
        [18_520 / metresPerDegree, 0],
      ],
      DEPARTURE,
      routeSpeedFromKnots(10),
    );
    expect(plan.totalDistance).toBeCloseTo(18_520, 6);
    // 1.94384 kn per m/s is rounded, so one hour to within a second.
    expect(plan.arrival - DEPARTURE).toBeCloseTo(3_600_000, -3);
    expect(plan.points[0]!.passingTime).toBe(DEPARTURE);
  });

  it('gives the course to the next point and none for the last', () => {
    const plan = planRoute(points, DEPARTURE, 5);
    expect(plan.points[0]!.courseToNext).toBeCloseTo(0, 6);
    expect(plan.points[1]!.courseToNext).toBeCloseTo(90, 0);
    expect(plan.points[2]!.courseToNext).toBeNull();
  });

  it('arrives at departure when there are no points', () => {
    expect(planRoute([], DEPARTURE, 5)).toEqual({
      points: [],
      totalDistance: 0,
      arrival: DEPARTURE,
    });
  });

  it('keeps lat, lon and passing time for a route favourite (R16.08)', () => {
    const plan = planRoute(points.slice(0, 2), DEPARTURE, 11_119.49 / 3600);
    const kept = routePointsOf(plan);
    expect(kept[0]).toEqual({ lat: 60, lon: 5, passingTime: '2026-03-01T10:00:00.000Z' });
    expect(kept[1]!.lat).toBe(60.1);
    expect(Date.parse(kept[1]!.passingTime) - DEPARTURE).toBeCloseTo(3_600_000, -3);
  });
});

describe('route link (R16.06, A81)', () => {
  const route = {
    departure: '2026-03-01T10:00:00.000Z',
    favoriteId: 'fav-1',
    points: [
      [60.39, 5.32],
      [60.5, 4.9],
    ] as LatLon[],
    speed: 6,
  };

  it('writes base64url JSON in the order of A81', () => {
    const link = customRouteLink(route);
    expect(link).toMatch(/^\/customroute\?r=[A-Za-z0-9_-]+$/);
    const json = Buffer.from(rEncoded(link), 'base64url').toString('utf8');
    expect(json).toBe(
      '{"departure":"2026-03-01T10:00:00.000Z","favoriteId":"fav-1","points":[[60.39,5.32],[60.5,4.9]],"speed":6}',
    );
  });

  it('reads back the same points, and so the same passing times', () => {
    const read = readCustomRouteLink(rEncoded(customRouteLink(route)));
    expect(read).toEqual(route);
    const before = planRoute(route.points, Date.parse(route.departure), route.speed);
    const after = planRoute(read!.points, Date.parse(read!.departure!), read!.speed!);
    expect(after).toEqual(before);
  });

  it('keeps at most 250 points', () => {
    const many = Array.from({ length: 300 }, (_, index) => [60, index / 100] as const);
    const read = readCustomRouteLink(rEncoded(customRouteLink({ points: many })));
    expect(read!.points).toHaveLength(MAX_ROUTE_POINTS);
  });

  it('reads a link without departure, favourite or speed', () => {
    expect(readCustomRouteLink(rEncoded(customRouteLink({ points: [[1, 2]] })))).toEqual({
      points: [[1, 2]],
    });
  });

  it.each([
    ['not base64url', '***'],
    ['not JSON', Buffer.from('{points').toString('base64url')],
    ['a point out of range', enc({ points: [[91, 5]] })],
    ['a point that is no pair', enc({ points: [[60]] })],
    ['no points list', enc({ speed: 3 })],
    ['speed 0', enc({ points: [[60, 5]], speed: 0 })],
    ['a negative speed', enc({ points: [[60, 5]], speed: -1 })],
    ['a departure that is no time', enc({ points: [[60, 5]], departure: 'soon' })],
    ['too many points', enc({ points: Array.from({ length: 251 }, () => [60, 5]) })],
  ])('reads %s as nothing', (_case, encoded) => {
    expect(readCustomRouteLink(encoded)).toBeNull();
  });

  it('turns a stored route favourite into a link with no data (R16.09)', () => {
    const favourite = parseFavourite(
      {
        id: 'f1',
        name: 'Tur',
        value: '/customroute',
        data: {
          departure: route.departure,
          speed: 6,
          routePoints: [
            { lat: 60.39, lon: 5.32, passingTime: route.departure },
            { lat: 60.5, lon: 4.9, passingTime: '2026-03-01T11:00:00.000Z' },
          ],
        },
      },
      new Date(),
      () => 'new',
    );
    expect(favourite!.data).toBeUndefined();
    expect(readCustomRouteLink(rEncoded(favourite!.value))).toEqual({ ...route, favoriteId: 'f1' });
  });
});

function enc(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('editing a route', () => {
  const points: LatLon[] = [
    [60, 5],
    [61, 6],
  ];

  it('adds a point only when it differs from the last', () => {
    expect(appendRoutePoint(points, [62, 7])).toEqual([...points, [62, 7]]);
    expect(appendRoutePoint(points, [61, 6])).toBe(points);
  });

  it('moves, inserts halfway on a leg, removes and reverses', () => {
    expect(moveRoutePoint(points, 1, [61.5, 6])).toEqual([
      [60, 5],
      [61.5, 6],
    ]);
    expect(insertOnLeg(points, 0)).toEqual([
      [60, 5],
      [60.5, 5.5],
      [61, 6],
    ]);
    expect(insertOnLeg(points, 1)).toBe(points);
    expect(removeRoutePoint(points, 0)).toEqual([[61, 6]]);
    expect(reverseRoute(points)).toEqual([
      [61, 6],
      [60, 5],
    ]);
    expect(points).toEqual([
      [60, 5],
      [61, 6],
    ]);
  });
});
