import { describe, expect, it } from 'vitest';
import { applyShareConfig, type ShareActions } from './share-apply.js';
import { parseShareLink } from './share-config.js';
import { NO_SHARE_OPTIONS, type ShareConfig } from './share-values.js';

function spy(): { calls: string[]; actions: ShareActions; args: Record<string, unknown> } {
  const calls: string[] = [];
  const args: Record<string, unknown> = {};
  const record =
    (name: string) =>
    (value?: unknown): void => {
      calls.push(name);
      args[name] = value;
    };
  return {
    calls,
    args,
    actions: {
      showView: record('view'),
      nightMode: record('nightMode'),
      lockMap: record('lockMap'),
      panels: record('panels'),
      hideVesselMarks: record('hideVesselMarks'),
      datasets: record('datasets'),
      skippedDatasets: record('skippedDatasets'),
      navigate: record('navigate'),
      vessel: (mmsi: number, asked: unknown) => {
        calls.push('vessel');
        args.vessel = { mmsi, asked };
      },
    },
  };
}

const everything: ShareConfig = {
  options: {
    useDatasetConfig: true,
    useUiState: true,
    useZoomAndCenter: true,
    useMapBounds: true,
    useNightMode: true,
    nonInteractiveMap: true,
    hideDistanceCircles: true,
    hideBearingVectors: false,
  },
  state: {
    datasetConfigs: { ais: { enabled: true }, secret: { enabled: true } },
    center: [5, 60],
    zoom: 9,
    bounds: [4, 59, 6, 61],
    route: '/ais/257000001',
    detailsOpen: false,
    menuOpen: true,
  },
  extras: {},
};

describe('applying a share link (spec 01 §4; R19.15–R19.17)', () => {
  it('applies in the spec order: view, night, lock, panels, circles, datasets, route', () => {
    const { calls, actions, args } = spy();
    applyShareConfig(everything, actions, (id) => id === 'ais');
    expect(calls).toEqual([
      'view',
      'nightMode',
      'lockMap',
      'panels',
      'hideVesselMarks',
      'datasets',
      'skippedDatasets',
      'navigate',
    ]);
    // Centre and zoom win over bounds; layers the recipient may not see are skipped.
    expect(args.view).toEqual({ center: [5, 60], zoom: 9 });
    expect(args.panels).toEqual({ details: false, menu: true });
    expect(args.hideVesselMarks).toEqual({ distanceCircles: true, bearingVectors: false });
    expect(args.datasets).toEqual({ ais: { enabled: true } });
    expect(args.skippedDatasets).toEqual(['secret']);
    expect(args.navigate).toBe('/ais/257000001');
  });

  it('applies only the parts whose option is set', () => {
    const { calls } = spy();
    const only = spy();
    applyShareConfig({ ...everything, options: NO_SHARE_OPTIONS }, only.actions, () => true);
    expect(only.calls).toEqual(['navigate']);
    applyShareConfig(
      { ...everything, options: { ...NO_SHARE_OPTIONS, useMapBounds: true } },
      only.actions,
      () => true,
    );
    expect(only.args.view).toEqual({ bounds: [4, 59, 6, 61] });
    expect(calls).toEqual([]);
  });

  it('follows the linked vessel and shows its track over the old-style interval (A43)', () => {
    const { calls, args, actions } = spy();
    const link = '?selectedFeature=ais/257000001&trackSelectedFeature=true&aisTrackInterval=6';
    applyShareConfig(parseShareLink(link).config!, actions, () => true);
    expect(calls).toEqual(['navigate', 'vessel']);
    expect(args.vessel).toEqual({ mmsi: 257000001, asked: { follow: true, trackHours: 6 } });
    const hidden = spy();
    applyShareConfig(
      parseShareLink('?selectedFeature=ais/257000001&aisTrackInterval=6&hideAisTrack=true').config!,
      hidden.actions,
      () => true,
    );
    expect(hidden.calls).toEqual(['navigate']);
  });

  it('leaves the recipient night mode alone when useNightMode is off (R19.17)', () => {
    const { calls, actions } = spy();
    const link = `?${encodeURIComponent(JSON.stringify({ options: { useUiState: true }, state: { menuOpen: false } }))}`;
    applyShareConfig(parseShareLink(link).config!, actions, () => true);
    expect(calls).toEqual(['panels']);
  });
});
