import { describe, expect, it } from 'vitest';
import { DatasetFilterRegistry } from '../datasets/filter-registry.js';
import { DetailsViewRegistry } from '../details/details-registry.js';
import { viewForLocation } from '../details/details-routes.js';
import { detailsViews } from '../details/views.js';
import { MapControlRegistry, showsOn } from '../map/controls/controls-registry.js';
import { mapControls } from '../map/controls/builtin-controls.js';
import { Registry } from './registry.js';

const emptyView = () => Promise.resolve({ default: () => null });

describe('registries refuse duplicates with a clear message', () => {
  it('a plain registry', () => {
    const registry = new Registry<{ id: string }>('thing');
    registry.register({ id: 'one' });
    expect(() => registry.register({ id: 'one' })).toThrow(
      'thing "one" is already registered; ids must be unique',
    );
    expect(() => registry.register({ id: 'Not Valid' })).toThrow(/lower-case/);
  });

  it('details views, by id and by path', () => {
    const views = new DetailsViewRegistry();
    views.register({ id: 'events', paths: ['/events'], title: 'views.events', load: emptyView });
    expect(() =>
      views.register({ id: 'events', paths: ['/other'], title: 'views.events', load: emptyView }),
    ).toThrow('details view "events" is already registered');
    expect(() =>
      views.register({ id: 'fleets', paths: ['/events'], title: 'views.fleets', load: emptyView }),
    ).toThrow('details view "fleets": path /events already opens "events"');
  });

  it('dataset filters, and an unknown filter is the unknown-dynamic-import error', async () => {
    const filters = new DatasetFilterRegistry();
    filters.register({ id: 'ais', load: emptyView });
    expect(() => filters.register({ id: 'ais', load: emptyView })).toThrow(
      'dataset filter "ais" is already registered',
    );
    expect(() => filters.component('nosuch')).toThrow(
      'Unknown dynamic import: dataset filter "nosuch"',
    );
    await expect(filters.preload('nosuch')).rejects.toThrow('Unknown dynamic import');
    await expect(filters.preload('ais')).resolves.toBeUndefined();
  });

  it('map controls', () => {
    const controls = new MapControlRegistry();
    const scale = { id: 'scale', kind: 'react', corner: 'bottom-left', order: 1 } as const;
    controls.register({ ...scale, Component: () => null });
    expect(() => controls.register({ ...scale, Component: () => null })).toThrow(
      'map control "scale" is already registered',
    );
  });
});

describe('the details views of spec 01 §2', () => {
  it.each([
    ['/', 'home'],
    ['/areaactivity', 'areaactivity'],
    ['/caching', 'caching'],
    ['/sharedposition/abc', 'sharedposition'],
    ['/customroute', 'customroute'],
    ['/customroute/7', 'customroute'],
    ['/basemap/land', 'dataset'],
    ['/emergency', 'emergency'],
    ['/events', 'events'],
    ['/fleets', 'fleets'],
    ['/createfleet', 'createfleet'],
    ['/sharedfleet', 'sharedfleet'],
    ['/forecast/10_60', 'forecast'],
    ['/myvessel', 'myvessel'],
    ['/navigationalwarnings', 'navigationalwarnings'],
    ['/point/10.75_59.91', 'point'],
    ['/registration', 'registration'],
    ['/registercontainer', 'registercontainer'],
    ['/registercontainer/10_60', 'registercontainer'],
    ['/sensors', 'sensors'],
    ['/tools', 'tools'],
    ['/toolreport', 'toolreport'],
    ['/toolhistory', 'toolhistory'],
    ['/zonealerts', 'zonealerts'],
    ['/oidc_redirect_uri', 'signin'],
    // Route names nobody knows.
    ['/nosuch', 'notfound'],
    ['/nosuch/a', 'notfound'],
    ['/nosuch/a/b', 'notfound'],
  ])('%s opens %s', (pathname, view) => {
    expect(viewForLocation({ pathname }).id).toBe(view);
  });

  it('shows only the forecast full screen', () => {
    expect(
      detailsViews
        .list()
        .filter((view) => view.fullScreen)
        .map((view) => view.id),
    ).toEqual(['forecast']);
  });
});

describe('the map controls by device (spec 01 §2)', () => {
  const ids = (viewport: Parameters<typeof mapControls.forDevice>[0], corner: string) =>
    mapControls
      .forDevice(viewport)
      .filter((control) => control.corner === corner)
      .map((control) => control.id);

  it('top right: full screen, measure, legend, favourites, share and embed everywhere (R01.19)', () => {
    for (const viewport of ['mobile', 'tablet', 'uhd'] as const) {
      expect(ids(viewport, 'top-right')).toEqual([
        'fullscreen',
        'measure',
        // Their slots stay empty unless the user is signed in (R01.21).
        'zone-alerts',
        'area-activity',
        'draw-route',
        'fleets',
        'legend',
        'favourites',
        'share',
        'embed',
        // Its slot stays empty until a vessel track is shown.
        'track-download',
      ]);
    }
  });

  it('bottom left: touch pointer on touch classes, coordinates not on mobile or tablet', () => {
    expect(ids('mobile', 'bottom-left')).toEqual([
      'scale-nautical',
      'scale-metric',
      'touch-pointer',
      'feedback',
    ]);
    expect(ids('mobileLandscape', 'bottom-left')).toEqual([
      'scale-nautical',
      'scale-metric',
      'coordinates',
      'touch-pointer',
      'feedback',
    ]);
    expect(ids('tablet', 'bottom-left')).toEqual([
      'scale-nautical',
      'scale-metric',
      'touch-pointer',
      'feedback',
    ]);
    expect(ids('desktop', 'bottom-left')).toEqual([
      'scale-nautical',
      'scale-metric',
      'coordinates',
      'feedback',
    ]);
  });

  it('bottom right: rotation and geolocation everywhere, zoom not on mobile', () => {
    expect(ids('mobile', 'bottom-right')).toEqual(['attribution', 'geolocation', 'rotation']);
    expect(ids('mobileLandscape', 'bottom-right')).toEqual([
      'attribution',
      'zoom',
      'geolocation',
      'rotation',
    ]);
    const zoom = mapControls.get('zoom');
    expect(zoom && showsOn(zoom, 'desktopFhd')).toBe(true);
  });

  it('embedded: only coordinates, zoom and attribution (spec 01 §2 embed variant)', () => {
    expect(mapControls.forDevice('desktop', true).map((control) => control.id)).toEqual([
      'attribution',
      'zoom',
      'coordinates',
    ]);
    expect(mapControls.forDevice('mobile', true).map((control) => control.id)).toEqual([
      'attribution',
    ]);
  });
});
