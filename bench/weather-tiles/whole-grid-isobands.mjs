// The obvious alternative to per-tile contouring: isobands of the whole wave grid of one
// step, as GeoJSON in longitude and latitude (one MultiPolygon per band present). Shared by
// the tile benchmark (cut by geojson-vt) and the browser benchmark (handed to setData).
import { contours } from 'd3-contour';
import { WAVE_BANDS } from '@havkart/domain';
import { WAVE_GRID_LAYOUT } from '../../datasets/weather/src/server/grid/grid.ts';
import { evenOddPolygons } from '../../datasets/weather/src/server/tiles/rings.ts';

const L = WAVE_GRID_LAYOUT;

/** `grid` as `buildWaveGrid` makes it; `mask` the sea mask (land is no band). */
export function wholeGridIsobands(grid, mask) {
  const values = new Array(L.cols * L.rows);
  for (let row = 0; row < L.rows; row++) {
    for (let col = 0; col < L.cols; col++) {
      const i = row * L.cols + col;
      const h = grid.height[i];
      const sea = mask.isSea(L.south + row * L.dLat, L.west + col * L.dLon);
      values[i] = sea && !Number.isNaN(h) ? h : -1;
    }
  }
  const generator = contours().size([L.cols, L.rows]);
  const levels = WAVE_BANDS.map((band) =>
    generator
      .contour(values, band.min)
      .coordinates.flatMap((polygon) => polygon.map((ring) => ring.slice(0, -1).flat())),
  );
  const features = [];
  WAVE_BANDS.forEach((band, i) => {
    const polygons = evenOddPolygons([...levels[i], ...(levels[i + 1] ?? [])]);
    if (polygons.length === 0) return;
    const coordinates = polygons.map((polygon) =>
      polygon.map((ring) => {
        const points = [];
        for (let k = 0; k < ring.length; k += 2) {
          points.push([L.west + (ring[k] - 0.5) * L.dLon, L.south + (ring[k + 1] - 0.5) * L.dLat]);
        }
        points.push(points[0]);
        return points;
      }),
    );
    features.push({
      type: 'Feature',
      properties: { band: i, min: band.min, ...(band.max === null ? {} : { max: band.max }) },
      geometry: { type: 'MultiPolygon', coordinates },
    });
  });
  return { type: 'FeatureCollection', features };
}
