import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { fromGeojsonVt } from 'vt-pbf';
import { afterAll, describe, expect, it } from 'vitest';
import { openExternalTiles, recogniseTileSchema } from './external-tiles.js';
import { writePmtiles } from './testing/pmtiles-writer.js';

/** An MVT with one layer holding one point feature named `name`. */
function mvt(layer: string, name: string): Uint8Array {
  return fromGeojsonVt(
    { [layer]: { features: [{ type: 1, tags: { name }, geometry: [[100, 200]] }] } },
    { version: 2, extent: 4096 },
  );
}

function nameIn(data: Buffer, layer: string): unknown {
  const tile = new VectorTile(new Pbf(gunzipSync(data)));
  return tile.layers[layer]?.feature(0).properties['name'];
}

const dir = mkdtempSync(path.join(tmpdir(), 'havkart-pmtiles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function archive(file: string, layerIds: string[]): string {
  const location = path.join(dir, file);
  const tiles = new Map([
    ['0/0/0', mvt(layerIds[0]!, 'world')],
    ['2/2/1', mvt(layerIds[0]!, 'north-east')],
    ['2/1/2', mvt(layerIds[0]!, 'south-west')],
  ]);
  const metadata = { vector_layers: layerIds.map((id) => ({ id, fields: {} })) };
  writeFileSync(location, writePmtiles({ tiles, metadata, minZoom: 0, maxZoom: 2 }));
  return location;
}

describe('PMTiles base maps', () => {
  it('reads the tiles of a v3 archive by z/x/y, gzip for the client, null where none is', async () => {
    const tiles = await openExternalTiles({
      location: archive('omt.pmtiles', ['water', 'transportation', 'place']),
      cacheBytes: 1_000_000,
    });
    try {
      expect(tiles.schema).toBe('openmaptiles');
      expect([tiles.minZoom, tiles.maxZoom]).toEqual([0, 2]);
      const ne = await tiles.getTile(2, 2, 1);
      expect(nameIn(ne!.data, 'water')).toBe('north-east');
      expect(nameIn((await tiles.getTile(2, 1, 2))!.data, 'water')).toBe('south-west');
      expect(nameIn((await tiles.getTile(0, 0, 0))!.data, 'water')).toBe('world');
      expect(ne!.etag).toMatch(/^"[\w-]+"$/);
      // Absent in the archive, beyond its zoom range, outside the grid.
      expect(await tiles.getTile(2, 0, 0)).toBeNull();
      expect(await tiles.getTile(3, 4, 2)).toBeNull();
      expect(await tiles.getTile(1, 2, 0)).toBeNull();
      // Served from the cache: the same object.
      expect(await tiles.getTile(2, 2, 1)).toBe(ne);
    } finally {
      await tiles.close();
    }
  });

  it('recognises the Protomaps schema and takes the schema a site names', async () => {
    const location = archive('protomaps.pmtiles', ['earth', 'water', 'roads', 'places']);
    const recognised = await openExternalTiles({ location, cacheBytes: 0 });
    expect(recognised.schema).toBe('protomaps');
    await recognised.close();
    const named = await openExternalTiles({ location, schema: 'openmaptiles', cacheBytes: 0 });
    expect(named.schema).toBe('openmaptiles');
    await named.close();
  });

  it('refuses an archive of unknown layers and a file that is no archive', async () => {
    await expect(
      openExternalTiles({ location: archive('odd.pmtiles', ['roads_only']), cacheBytes: 0 }),
    ).rejects.toThrow(/neither the OpenMapTiles nor the Protomaps schema/);
    const junk = path.join(dir, 'junk.pmtiles');
    writeFileSync(junk, Buffer.alloc(200));
    await expect(openExternalTiles({ location: junk, cacheBytes: 0 })).rejects.toThrow(
      /magic number/,
    );
  });

  it('recognises schemas from layer names', () => {
    expect(recogniseTileSchema(['land', 'coastline'])).toBe('havkart');
    expect(recogniseTileSchema(['water', 'landcover', 'place'])).toBe('openmaptiles');
    expect(recogniseTileSchema(['earth', 'water'])).toBe('protomaps');
    expect(recogniseTileSchema(['roads_only'])).toBeNull();
  });
});

describe('MVT URL template base maps', () => {
  it('fetches tiles from the template, gzips plain MVT, answers null for 204 and 404', async () => {
    const asked: string[] = [];
    const fakeFetch = (async (url: string) => {
      asked.push(url);
      if (url.endsWith('/3/4/2.pbf')) return new Response(Buffer.from(mvt('water', 'upstream')));
      if (url.endsWith('/3/4/3.pbf')) return new Response(null, { status: 204 });
      if (url.endsWith('/3/4/4.pbf')) return new Response('boom', { status: 500 });
      return new Response('not here', { status: 404 });
    }) as unknown as typeof fetch;
    const tiles = await openExternalTiles({
      location: 'https://tiles.example.org/v1/{z}/{x}/{y}.pbf',
      cacheBytes: 1_000_000,
      fetch: fakeFetch,
      maxZoom: 14,
    });
    expect(tiles.schema).toBe('openmaptiles');
    expect(nameIn((await tiles.getTile(3, 4, 2))!.data, 'water')).toBe('upstream');
    expect(asked).toEqual(['https://tiles.example.org/v1/3/4/2.pbf']);
    expect(await tiles.getTile(3, 4, 3)).toBeNull();
    expect(await tiles.getTile(3, 4, 5)).toBeNull();
    await expect(tiles.getTile(3, 4, 4)).rejects.toThrow(/HTTP 500/);
    expect(await tiles.getTile(15, 0, 0)).toBeNull();
  });
});
