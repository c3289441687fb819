// What a dataset's layer tests share: a layer context as the web app hands it over, and a
// client part's layers put together into one MapLibre style, to validate with the style
// spec's own validator the way the map will read them.
import type { LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { datasetLayerId } from '../../registry.js';
import type { DatasetClientPart, DatasetLayerContext } from '../index.js';

/** The origin the test contexts and styles name. */
export const TEST_ORIGIN = 'http://localhost:8080';

/** A day-theme, Norwegian, metre layer context for `dataUrl`; `overrides` change any part. */
export function layerContext(
  dataUrl: string,
  overrides: Partial<DatasetLayerContext> = {},
): DatasetLayerContext {
  return {
    theme: themes.day,
    language: 'nb-NO',
    depthUnit: 'meters',
    options: {},
    dataUrl,
    origin: TEST_ORIGIN,
    ...overrides,
  };
}

/**
 * The style a client part's layers make in `context`: sources and layers under the ids the
 * map composer gives them, and the server's glyphs for text layers.
 */
export function clientPartStyle(
  part: Pick<DatasetClientPart<never>, 'datasetId' | 'layers'>,
  context: DatasetLayerContext,
): StyleSpecification {
  const { sources, layers } = part.layers(context);
  const id = part.datasetId;
  return {
    version: 8,
    glyphs: `${context.origin}/fonts/{fontstack}/{range}.pbf`,
    sources: Object.fromEntries(
      Object.entries(sources).map(([key, source]) => [datasetLayerId(id, key), source]),
    ),
    layers: layers.map(
      ({ role, sourceKey, layer }) =>
        ({
          ...layer,
          id: datasetLayerId(id, role),
          // A background layer draws no source.
          ...(layer.type === 'background' ? {} : { source: datasetLayerId(id, sourceKey) }),
        }) as LayerSpecification,
    ),
  };
}
