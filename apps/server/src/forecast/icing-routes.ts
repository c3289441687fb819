// The icing layer's tiles (spec 02 §9, R15.24–R15.26): like the wave tiles, for one of the
// forecast service's times, cut from the weather dataset's icing source.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { IcingTileSource, WaveForecastService } from '@havkart/dataset-weather/server';
import { addForecastTileRoute } from './forecast-tile-route.js';

export function icingRoutes(
  service: WaveForecastService,
  icing: IcingTileSource,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    addForecastTileRoute(app, service, {
      path: '/tiles/icing/:z/:x/:y.pbf',
      summary: 'Icing vector tile for one forecast time (MVT, gzip)',
      description:
        'Layer `icing`: one polygon feature per icing band present (`band` light, moderate ' +
        'or heavy; `min`, and but for heavy `max`, in cm/h), from the spray-icing rate of ' +
        "Overland's predictor. Under 0.05 cm/h there is no icing and nothing is drawn.",
      nothingToDraw: 'No icing at sea here: nothing to draw',
      etag: (run, time, z, x, y) => icing.tileEtag(run, time, z, x, y),
      tile: (run, time, z, x, y) => icing.icingTile(run, time, z, x, y),
    });
  };
}
