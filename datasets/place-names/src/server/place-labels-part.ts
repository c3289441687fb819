// The town and harbour labels' server part: the GeoNames index the place search reads (the
// shipped one, or the dump `GEONAMES_FILE` names), served as GeoJSON and tiles.
import {
  createGeoJsonTiles,
  type DatasetServerPart,
  type DatasetServices,
} from '@havkart/datasets-core/server';
import { placeLabelsManifest } from '../manifest.js';
import { loadGeoNamesIndex } from './geonames-index.js';
import { placeLabels } from './place-labels.js';

export const placeLabelsServerPart: DatasetServerPart = {
  datasetId: placeLabelsManifest.id,
  // The same file as the place search, so labels and search results agree.
  envAliases: { FILE: 'GEONAMES_FILE' },
  start({ settings, tileCacheBytes, logger }): DatasetServices {
    const tiles = createGeoJsonTiles({
      layer: placeLabelsManifest.id,
      minZoom: placeLabelsManifest.zoom.min,
      maxZoom: placeLabelsManifest.zoom.max,
      cacheBytes: tileCacheBytes,
    });
    const file = settings['FILE']?.trim() || undefined;
    let data = placeLabels([]);
    try {
      data = placeLabels(loadGeoNamesIndex(file).places);
    } catch (error) {
      // A bad file leaves the map without labels, not the server down.
      logger.error(`GeoNames file ${file}: ${error instanceof Error ? error.message : error}`);
    }
    tiles.setData(data);
    return { tiles, geojson: () => data, demoData: false };
  },
};
