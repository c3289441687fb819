import { describe, expect, it, vi } from 'vitest';
import {
  DOWNLOAD_CONCURRENCY,
  downloadAll,
  fetchInto,
  needsTileWarning,
  type DownloadProgress,
  type FetchAnswer,
  type FileOutcome,
} from './download.js';
import { MemoryCaches } from './test-caches.js';

const urls = (n: number) => Array.from({ length: n }, (_, i) => `http://h/tiles/b/9/${i}/1.pbf`);

/** A fetch whose answers the test releases, counting how many run at once. */
function gate(reject: (url: string) => boolean = () => false) {
  let running = 0;
  let most = 0;
  const fetchOne = async (url: string): Promise<FileOutcome> => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setImmediate(resolve));
    running--;
    return reject(url) ? 'rejected' : 'fulfilled';
  };
  return { fetchOne, most: () => most };
}

describe('downloading an area', () => {
  it('runs at most ten downloads at once (R26.14)', async () => {
    const g = gate();
    const result = await downloadAll(urls(95), g.fetchOne);
    expect(DOWNLOAD_CONCURRENCY).toBe(10);
    expect(g.most()).toBe(10);
    expect(result).toMatchObject({ ok: true, total: 95, fulfilled: 95, rejected: 0 });
  });

  it('reports after every file, counts rising to the total (R26.11)', async () => {
    const seen: DownloadProgress[] = [];
    await downloadAll(urls(25), gate().fetchOne, (p) => seen.push(p));
    expect(seen).toHaveLength(25);
    expect(seen.map((p) => p.fulfilled + p.rejected)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('one failed tile fails the whole download, the rest still counted (R26.12)', async () => {
    const result = await downloadAll(urls(30), gate((url) => url.includes('/13/')).fetchOne);
    expect(result).toMatchObject({ ok: false, total: 30, fulfilled: 29, rejected: 1 });
  });

  it('a throwing fetch counts as rejected, not as a crash', async () => {
    const result = await downloadAll(urls(3), async (url) => {
      if (url.includes('/1/')) throw new Error('boom');
      return 'fulfilled';
    });
    expect(result).toMatchObject({ ok: false, fulfilled: 2, rejected: 1 });
  });

  it('a slot takes the next download while the last write ends; writes are counted', async () => {
    let downloading = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const fetchOne = async (): Promise<FetchAnswer> => {
      downloading++;
      most = Math.max(most, downloading);
      await new Promise((resolve) => setImmediate(resolve));
      downloading--;
      // The write ends only when the test says so.
      return {
        written: new Promise<FileOutcome>((resolve) => releases.push(() => resolve('fulfilled'))),
      };
    };
    const seen: DownloadProgress[] = [];
    const running = downloadAll(urls(30), fetchOne, (p) => seen.push(p));
    await vi.waitFor(() => expect(releases).toHaveLength(30));
    expect(most).toBe(10);
    expect(seen).toHaveLength(0);
    releases.forEach((release) => release());
    expect(await running).toMatchObject({ ok: true, fulfilled: 30 });
    expect(seen).toHaveLength(30);
  });

  it('a failed write fails the download', async () => {
    const result = await downloadAll(urls(3), async (url) =>
      url.includes('/1/') ? { written: Promise.resolve<FileOutcome>('quota') } : 'fulfilled',
    );
    expect(result).toMatchObject({ ok: false, rejected: 1, quotaExceeded: true });
  });

  it('warns from 1,000 tiles, not below (A68)', () => {
    expect(needsTileWarning(999)).toBe(false);
    expect(needsTileWarning(1000)).toBe(true);
    expect(needsTileWarning(2600)).toBe(true);
  });
});

/** What became of a file once its write, if any, ended. */
async function settled(answer: Promise<FetchAnswer>): Promise<FileOutcome> {
  const value = await answer;
  return typeof value === 'string' ? value : value.written;
}

describe('fetching one file into a cache', () => {
  const answer = (status: number) => async () =>
    new Response(status === 204 ? null : new Uint8Array([1, 2, 3]), { status });

  it('a 204 (no data in that tile) is stored and counts as fulfilled', async () => {
    const caches = new MemoryCaches();
    const cache = await caches.open('havkart-area-x');
    expect(await settled(fetchInto(cache, 'http://h/t/1', answer(204)))).toBe('fulfilled');
    expect(caches.stores.get('havkart-area-x')?.has('http://h/t/1')).toBe(true);
  });

  it('a 500 and a network error are rejected and stored nothing', async () => {
    const caches = new MemoryCaches();
    const cache = await caches.open('havkart-area-x');
    expect(await settled(fetchInto(cache, 'http://h/t/1', answer(500)))).toBe('rejected');
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await settled(fetchInto(cache, 'http://h/t/2', down))).toBe('rejected');
    expect(caches.stores.get('havkart-area-x')?.size).toBe(0);
  });

  it('counts the bytes of what it stored', async () => {
    const caches = new MemoryCaches();
    let bytes = 0;
    await settled(
      fetchInto(await caches.open('a'), 'http://h/t/1', answer(200), (n) => (bytes += n)),
    );
    expect(bytes).toBe(3);
  });

  it('a full store says so', async () => {
    const caches = new MemoryCaches();
    caches.quotaFiles = 0;
    expect(await settled(fetchInto(await caches.open('a'), 'http://h/t/1', answer(200)))).toBe(
      'quota',
    );
  });
});
