import { describe, expect, it } from 'vitest';
import { createSignedTokens, createUpstreamTokens, startRasterDataset, tileUrl } from './raster.js';
import { testServerContext } from './testing/tile-testing.js';
import type { DatasetManifest } from '../manifest.js';

const HOUR = 3_600_000;

describe('signed raster tokens', () => {
  it('are accepted until they expire, then refused', async () => {
    let now = 1_000_000;
    const tokens = createSignedTokens({ secret: 's', lifetimeMs: HOUR, now: () => now });
    const token = await tokens.current();
    expect(tokens.accepts(token)).toBe(true);
    now += HOUR - 1;
    expect(tokens.accepts(token)).toBe(true);
    now += 1;
    expect(tokens.accepts(token)).toBe(false);
  });

  it('refuse a token signed with another key, a changed expiry, or none', async () => {
    const now = () => 0;
    const ours = createSignedTokens({ secret: 'a', lifetimeMs: HOUR, now });
    const theirs = createSignedTokens({ secret: 'b', lifetimeMs: HOUR, now });
    const token = await theirs.current();
    expect(ours.accepts(token)).toBe(false);
    const [, signature] = (await ours.current()).split('.');
    expect(ours.accepts(`${10 * HOUR}.${signature}`)).toBe(false);
    expect(ours.accepts(undefined)).toBe(false);
    expect(ours.accepts('')).toBe(false);
  });
});

describe('upstream raster tokens', () => {
  it('fetch the token once, renew it after the renewal time, and accept only it', async () => {
    let now = 0;
    let calls = 0;
    const tokens = createUpstreamTokens({
      url: 'https://tokens.example/token',
      renewMs: HOUR,
      now: () => now,
      fetch: () => Promise.resolve(new Response(`"t${++calls}"`)),
    });
    expect(tokens.accepts('t1')).toBe(false);
    expect(await tokens.current()).toBe('t1');
    expect(await tokens.current()).toBe('t1');
    expect(tokens.accepts('t1')).toBe(true);
    expect(tokens.upstreamQuery?.()).toBe('token=t1');
    now = HOUR;
    expect(await tokens.current()).toBe('t2');
    expect(tokens.accepts('t1')).toBe(false);
  });

  it('reject when the token service fails, so the dataset is not activated (R14.38)', async () => {
    const down = createUpstreamTokens({
      url: 'https://tokens.example/token',
      renewMs: HOUR,
      fetch: () => Promise.resolve(new Response('down', { status: 503 })),
    });
    await expect(down.current()).rejects.toThrow('503');
    const empty = createUpstreamTokens({
      url: 'https://tokens.example/token',
      renewMs: HOUR,
      fetch: () => Promise.resolve(new Response('  ')),
    });
    await expect(empty.current()).rejects.toThrow('no token');
  });
});

describe('raster datasets', () => {
  const manifest = { id: 'chart', zoom: { min: 0, max: 18 } } as DatasetManifest;
  const demo = { land: '#f2efe6', sea: '#aad3ea' };

  it('fill a tile URL template', () => {
    expect(tileUrl('https://c.example/{z}/{y}/{x}.png', 3, 4, 5)).toBe(
      'https://c.example/3/5/4.png',
    );
  });

  it('serve demo tiles without a URL, the upstream with one', () => {
    const off = startRasterDataset({ manifest, format: 'png', demo }, testServerContext());
    expect(off.demoData).toBe(true);
    expect(off.rasterTiles?.upstreamUrl).toBeUndefined();
    const on = startRasterDataset(
      { manifest, format: 'png', demo },
      testServerContext({ settings: { URL: 'https://c.example/{z}/{y}/{x}.png' } }),
    );
    expect(on.demoData).toBe(false);
    expect(on.rasterTiles?.upstreamUrl?.(1, 0, 1)).toBe('https://c.example/1/1/0.png');
    expect([on.rasterTiles?.minZoom, on.rasterTiles?.maxZoom]).toEqual([0, 18]);
  });
});
