// Node entry: the raster server parts. Without `DATASET_{ID}_URL` each serves demo tiles the
// server draws from the base map's land and sea; with it, the upstream's tiles (its host must
// be on PROXY_ALLOWED_HOSTS). Kartverket's WMTS cache, for example:
// `https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png`.
import type { DatasetManifest } from '@havkart/datasets-core';
import {
  createSignedTokens,
  createUpstreamTokens,
  startRasterDataset,
  type DatasetServerContext,
  type DatasetServerPart,
  type RasterDemoLook,
  type RasterFormat,
  type RasterTokenSource,
} from '@havkart/datasets-core/server';
import { aerialManifest, nationalMapManifest, nauticalChartManifest } from '../manifest.js';

const HOUR_MS = 3_600_000;

/** Demo looks: the national map's land and sea, the chart's paper and sea, aerial's dark earth. */
export const DEMO_LOOKS: Readonly<Record<string, RasterDemoLook>> = {
  nationalmap: { land: '#eef0e2', sea: '#b5d0e6' },
  nauticalchart: { land: '#f4e4b8', sea: '#ffffff' },
  aerial: { land: '#4b5a3c', sea: '#1c3346' },
};

/**
 * The aerial token: the upstream's (`TOKEN_URL`, Norge i bilder's token service, unverified)
 * renewed every `TOKEN_RENEW_S` (default 50 minutes), else one the server signs itself, good
 * for an hour (`TOKEN_SECRET` shares the key between instances; default a key per process).
 */
export function aerialToken(context: DatasetServerContext): RasterTokenSource {
  const { settings } = context;
  const url = settings['TOKEN_URL'];
  if (url) {
    const renewS = Number(settings['TOKEN_RENEW_S']);
    return createUpstreamTokens({
      url,
      fetch: context.fetch,
      renewMs: Number.isFinite(renewS) && renewS > 0 ? renewS * 1000 : 50 * 60_000,
    });
  }
  return createSignedTokens({
    lifetimeMs: HOUR_MS,
    ...(settings['TOKEN_SECRET'] ? { secret: settings['TOKEN_SECRET'] } : {}),
  });
}

function part(
  manifest: DatasetManifest,
  format: RasterFormat,
  token?: (context: DatasetServerContext) => RasterTokenSource,
): DatasetServerPart {
  return {
    datasetId: manifest.id,
    start: (context) =>
      startRasterDataset(
        { manifest, format, demo: DEMO_LOOKS[manifest.id]!, ...(token ? { token } : {}) },
        context,
      ),
  };
}

export const rasterServerParts: readonly DatasetServerPart[] = [
  part(nationalMapManifest, 'png'),
  part(nauticalChartManifest, 'png'),
  part(aerialManifest, 'jpg', aerialToken),
];
