import type { DatasetManifest } from '@havkart/datasets-core';
import { HttpProblem } from '../../plugins/problem-details.js';

/** A tile's place in the grid, as numbers. */
export interface TileAddress {
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Reads a dataset tile's address from the route, refusing with 404 a tile outside the grid or
 * outside the zoom range the dataset cuts tiles for: the map overzooms past it, so a request
 * there is a client's mistake, not a tile to cut.
 */
export function datasetTileAddress(
  params: { readonly z: string; readonly x: string; readonly y: string },
  dataset: Pick<DatasetManifest, 'id' | 'zoom'>,
): TileAddress {
  const z = Number(params.z);
  const x = Number(params.x);
  const y = Number(params.y);
  if (z > 30 || x >= 2 ** z || y >= 2 ** z) {
    throw new HttpProblem(404, 'Not Found', `Tile ${z}/${x}/${y} is outside the tile grid`);
  }
  if (z < dataset.zoom.min || z > dataset.zoom.max) {
    throw new HttpProblem(
      404,
      'Not Found',
      `Dataset "${dataset.id}" has tiles for zoom ${dataset.zoom.min}–${dataset.zoom.max} only`,
    );
  }
  return { z, x, y };
}
