import { clientPart as depth } from '@havkart/dataset-depth/client';
import { clientPart as fairways } from '@havkart/dataset-fairways/client';
import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { dependsOnDepthUnit, layerDepthUnit } from './depth-unit.js';

const context: DatasetLayerContext = {
  theme: themes.day,
  language: 'nb-NO',
  depthUnit: 'meters',
  options: {},
  dataUrl: '/tiles/depth/{z}/{x}/{y}.pbf',
  origin: 'http://localhost',
};

describe('the depth unit of dataset layers', () => {
  it.each([
    ['m', 'meters'],
    ['fathom', 'fathoms'],
    [undefined, 'meters'],
  ])('setting %s draws depths in %s', (setting, unit) => {
    expect(layerDepthUnit(setting)).toBe(unit);
  });

  it('makes the depth dataset one that refreshes on a unit change, and fairways not', () => {
    expect(dependsOnDepthUnit(depth, context)).toBe(true);
    expect(dependsOnDepthUnit(fairways, { ...context, dataUrl: '/x.geojson' })).toBe(false);
  });
});
