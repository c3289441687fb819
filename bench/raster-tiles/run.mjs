// Raster tiles through our server's tile service (apps/server/src/raster, built) against a
// local stand-in upstream serving a real-size PNG: the cold pass (allow-list check, fetch,
// bounded read, image check, ETag) against fetching the stand-in directly, and a warm hit
// from the tile cache against the cold pass. Medians of `ROUNDS` alternating requests.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createRasterTileService } from '../../apps/server/dist/raster/raster-tiles.js';
import { encodePng } from '../../apps/server/dist/raster/png.js';

const ROUNDS = Number(process.env.ROUNDS ?? 400);

// A 256 × 256 tile of noise: about as large as a chart tile, so the byte work is real.
const TILE = encodePng(256, 256, new Uint8Array(randomBytes(256 * 256 * 4)));

const upstream = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'image/png', 'content-length': TILE.length });
  response.end(TILE);
});
await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const host = `127.0.0.1:${upstream.address().port}`;
const template = `http://${host}/tiles/{z}/{y}/{x}.png`;

const proxy = {
  allowedHosts: [host],
  allowHttp: true,
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
};
const raster = {
  format: 'png',
  minZoom: 0,
  maxZoom: 20,
  demo: { land: '#ffffff', sea: '#000000' },
  upstreamUrl: (z, x, y) => template.replace('{z}', z).replace('{x}', x).replace('{y}', y),
};
const cold = createRasterTileService({ proxy, cacheBytes: 0, fetch });
const warm = createRasterTileService({ proxy, cacheBytes: 64 * 1024 * 1024, fetch });
await warm.get('chart', raster, 10, 1, 1);

const ms = async (fn) => {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const direct = [];
const coldMs = [];
const warmMs = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const x = 100 + i;
  direct.push(
    await ms(async () =>
      Buffer.from(await (await fetch(raster.upstreamUrl(12, x, 7))).arrayBuffer()),
    ),
  );
  coldMs.push(await ms(() => cold.get('chart', raster, 12, x, 7)));
  warmMs.push(await ms(() => warm.get('chart', raster, 10, 1, 1)));
}
upstream.close();

const d = median(direct);
const c = median(coldMs);
const w = median(warmMs);
console.log(`tile ${TILE.length.toLocaleString('en')} bytes, ${ROUNDS} rounds`);
console.log(`stand-in fetched directly: median ${d.toFixed(3)} ms`);
console.log(
  `cold pass (our service):   median ${c.toFixed(3)} ms, ${(c - d).toFixed(3)} ms over direct (target ≤ 2 ms)`,
);
console.log(
  `warm hit (tile cache):     median ${w.toFixed(4)} ms, cold/warm ${(c / w).toFixed(0)}× (target ≥ 10×)`,
);
