import { customRouteLink } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { parseShareLink } from './share-config.js';
import {
  EMBED_SIZES,
  embedAddress,
  iframeSnippet,
  shareConfigOf,
  shareLink,
  type SharerState,
} from './share-link.js';
import { NO_SHARE_OPTIONS, SHARE_OPTION_NAMES, type ShareOptions } from './share-values.js';

const ALL: ShareOptions = Object.fromEntries(
  SHARE_OPTION_NAMES.map((name) => [name, true]),
) as Record<(typeof SHARE_OPTION_NAMES)[number], boolean>;

const filter = (id: string, value: unknown) => ({ id, type: 'multiselect', value });

const sharer: SharerState = {
  center: [5.3221345678, 60.3912345678],
  zoom: 9.123456,
  bounds: [4.1234567891, 59.1234567891, 6.1234567891, 61.1234567891],
  datasets: {
    ais: {
      enabled: true,
      filters: [
        filter('shipTypes', ['cargo', 'tanker', 'fishing', 'passenger']),
        filter('hideOldAis', true),
        filter('speed', [2, 30]),
      ],
    },
    aton: { enabled: true, filters: [filter('types', ['lighthouse', 'buoy', 'beacon'])] },
    navigationalwarnings: {
      enabled: true,
      filters: [filter('areas', ['coastal', 'navarea'])],
      options: { showExpired: false },
    },
  },
  route: '/ais/257000001',
  detailsOpen: true,
  menuOpen: false,
};

const origin = 'https://kart.example';

describe('share links (R19.22, R19.23, A80)', () => {
  it('round-trips: the link opens on the state it was made from', () => {
    const link = shareLink(origin, '', shareConfigOf(ALL, sharer));
    const { config } = parseShareLink(new URL(link).search);
    expect(config?.options).toEqual(ALL);
    expect(config?.state).toEqual({
      datasetConfigs: sharer.datasets,
      center: [5.322135, 60.391235],
      zoom: 9.12,
      bounds: [4.123457, 59.123457, 6.123457, 61.123457],
      route: '/ais/257000001',
      detailsOpen: true,
      menuOpen: false,
    });
  });

  it('is on the variant root and carries only the parts the options name', () => {
    const link = shareLink(
      origin,
      '/nais',
      shareConfigOf(NO_SHARE_OPTIONS, { ...sharer, route: '/' }),
    );
    expect(link).toBe(`${origin}/nais/?${encodeURIComponent('{"options":{},"state":{}}')}`);
  });

  it('stays under 2,000 characters with three datasets and their filters', () => {
    const link = shareLink(origin, '/nais', shareConfigOf(ALL, sharer));
    expect(link.length).toBeLessThan(2000);
  });

  it('opens a link carrying a 250-point route whole', () => {
    const points = Array.from({ length: 250 }, (_, index) => [
      59 + index * 0.0123456,
      4 + index * 0.0234567,
    ]) as [number, number][];
    const route = customRouteLink({
      favoriteId: 'r1',
      points,
      departure: '2026-05-01T08:00:00Z',
      speed: 5,
    });
    const link = shareLink(origin, '', shareConfigOf(NO_SHARE_OPTIONS, { ...sharer, route }));
    expect(link.length).toBeGreaterThan(8000);
    expect(parseShareLink(new URL(link).search).config?.state.route).toBe(route);
  });
});

describe('embedding (R27.09, A86)', () => {
  it('puts the config and language under the embed prefix', () => {
    const address = embedAddress(origin, '', shareConfigOf(ALL, sharer), 'en-US');
    const url = new URL(address);
    expect(url.pathname).toBe('/embed/');
    expect(url.searchParams.get('lang')).toBe('en-US');
    expect(parseShareLink(url.search).config?.state.route).toBe('/ais/257000001');
  });

  it('writes an iframe snippet with size, title and lazy loading', () => {
    const snippet = iframeSnippet(
      'https://kart.example/embed/?a="b"',
      EMBED_SIZES[2],
      'Kart & sjø',
    );
    expect(snippet).toBe(
      '<iframe src="https://kart.example/embed/?a=&quot;b&quot;" width="100%" height="480" ' +
        'title="Kart &amp; sjø" loading="lazy" style="border:0"></iframe>',
    );
    expect(EMBED_SIZES.map((size) => `${size.width}×${size.height}`)).toEqual([
      '400×300',
      '800×600',
      '100%×480',
    ]);
  });
});
