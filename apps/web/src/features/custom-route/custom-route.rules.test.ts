import { customRouteLink } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import {
  addressedRoute,
  forecastEndsBefore,
  readSpeedField,
  speedInUnit,
  speedLimits,
} from './custom-route.rules.js';
import { routeLinkOfLine } from './MakeRouteAction.js';

const encodedOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('r')!;

describe('the speed field', () => {
  it('shows m/s in the vessel speed unit', () => {
    expect(speedInUnit(10 / 1.94384, 'knots')).toBe(10);
    expect(speedInUnit(10 / 1.94384, 'km/h')).toBe(18.5);
  });

  it('reads knots and km/h into m/s, a decimal comma too', () => {
    expect(readSpeedField('12', 'knots')).toEqual({ speed: 12 / 1.94384 });
    expect(readSpeedField('7,5', 'knots')).toEqual({ speed: 7.5 / 1.94384 });
    expect(readSpeedField('36', 'km/h')).toEqual({ speed: 10 });
  });

  it('names what is wrong with the spec messages', () => {
    expect(readSpeedField(' ', 'knots')).toEqual({ problem: 'Required field' });
    expect(readSpeedField('fast', 'knots')).toEqual({ problem: 'Not a number' });
    expect(readSpeedField('0', 'knots')).toEqual({ problem: 'Invalid value' });
    expect(readSpeedField('61', 'knots')).toEqual({ problem: 'Invalid value' });
    expect(readSpeedField('0.1', 'knots')).toEqual({ speed: 0.1 / 1.94384 });
  });

  it('gives 0.1–60 kn in the field unit', () => {
    expect(speedLimits('knots')).toEqual({ min: 0.1, max: 60 });
    expect(speedLimits('km/h')).toEqual({ min: 0.2, max: 111.1 });
  });
});

describe('the route the address asks for', () => {
  const link = customRouteLink({ points: [[60, 5]], speed: 4 });
  const favourites = [{ id: 'f1', category: 'route' as const, value: link }];

  it('opens a route link for anyone', () => {
    expect(addressedRoute(undefined, encodedOf(link), [])).toEqual({
      kind: 'route',
      route: { points: [[60, 5]], speed: 4 },
    });
  });

  it('says a link that cannot be read', () => {
    expect(addressedRoute(undefined, 'nonsense!', [])).toEqual({ kind: 'badLink' });
  });

  it('opens the route favourite with the id, naming it', () => {
    expect(addressedRoute('f1', null, favourites)).toEqual({
      kind: 'route',
      route: { points: [[60, 5]], speed: 4, favoriteId: 'f1' },
    });
  });

  it('says an id no route favourite has', () => {
    expect(addressedRoute('f2', null, favourites)).toEqual({ kind: 'notFound' });
    expect(
      addressedRoute('f1', null, [{ id: 'f1', category: 'position', value: '/point/5_60' }]),
    ).toEqual({ kind: 'notFound' });
  });

  it('edits the kept route at /customroute alone', () => {
    expect(addressedRoute(undefined, null, favourites)).toEqual({ kind: 'kept' });
  });
});

describe('where the forecast ends', () => {
  const times = ['2026-03-01T10:00:00Z', '2026-03-01T11:00:00Z'];

  it('names the last forecast time when a point is passed after it', () => {
    expect(forecastEndsBefore([Date.parse('2026-03-01T12:00:00Z')], times)).toBe(times[1]);
  });

  it('says nothing when every point is within the forecast', () => {
    expect(forecastEndsBefore([Date.parse('2026-03-01T10:30:00Z')], times)).toBeNull();
    expect(forecastEndsBefore([Date.now()], [])).toBeNull();
  });
});

describe('a drawn line made a route', () => {
  it('turns longitude-first points into the link of A81', () => {
    const link = routeLinkOfLine([
      [5, 60],
      [6, 61],
    ]);
    expect(addressedRoute(undefined, encodedOf(link), [])).toEqual({
      kind: 'route',
      route: {
        points: [
          [60, 5],
          [61, 6],
        ],
      },
    });
  });
});
