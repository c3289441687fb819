// The request and answer shapes every vector-tile route shares.
import { Type } from 'typebox';
import { mediaResponse } from '../../plugins/openapi-document.js';

/**
 * A tile coordinate as plain decimal digits. Typed as a string on purpose: an integer
 * schema lets the validator coerce `1e1` or `0x1` into a number, so those would name a tile.
 */
export const TileCoordinate = Type.String({ pattern: '^(0|[1-9][0-9]{0,9})$' });

/** `z`, `x` and `y` of a tile address. */
export const TileXyz = { z: TileCoordinate, x: TileCoordinate, y: TileCoordinate };

/** A gzip-compressed Mapbox Vector Tile, or 204 where the tile holds nothing. */
export const vectorTileResponses = {
  200: mediaResponse(
    'application/vnd.mapbox-vector-tile',
    'The tile, gzip-compressed',
    Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
  ),
  204: Type.Null({ description: 'No tile here: nothing to draw' }),
};
