import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AisEncoder } from '@havkart/ais';
import { describe, expect, it } from 'vitest';
import { FileSource, tagBlockTimeMs } from './file-source.js';

const quiet = { info: () => undefined, warn: () => undefined };
const encoder = new AisEncoder({ talker: 'AB' });
const T = 1_700_000_000;

function recording(times: number[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-rec-')), 'r.nmea');
  const lines = times.flatMap((time, i) =>
    encoder.encode(
      { messageType: 18, mmsi: 257000000 + i, longitude: 5, latitude: 60 },
      { source: '2573205', time },
    ),
  );
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
  return file;
}

/** Polls until `check` holds; the limit only names a hang, far above a slow machine's delay. */
async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('file source', () => {
  it('reads tag-block times in seconds or milliseconds', () => {
    expect(tagBlockTimeMs('\\s:2573205,c:1700000000*00\\!AIVDM,1,1,,A,x,0*00')).toBe(
      1_700_000_000_000,
    );
    expect(tagBlockTimeMs('\\c:1700000000123,s:x*00\\!AIVDM')).toBe(1_700_000_000_123);
    expect(tagBlockTimeMs('!AIVDM,1,1,,A,x,0*00')).toBeNull();
  });

  it('replays in real time by the recording clock, shifted to now', async () => {
    const source = new FileSource('file://r', recording([T, T + 1]), 'realtime', false, quiet);
    const seen: number[] = [];
    const started = Date.now();
    source.start(() => seen.push(Date.now() - started));
    await until(() => seen.length === 2);
    await source.stop();
    expect(seen[1]! - seen[0]!).toBeGreaterThanOrEqual(900);
    expect(Math.abs(T * 1000 + source.clockOffsetMs - started)).toBeLessThan(1000);
  });

  it('loops a recording at full speed until stopped', async () => {
    const source = new FileSource('file://r', recording([T, T + 60, T + 120]), 'max', true, quiet);
    let lines = 0;
    source.start(() => lines++);
    await until(() => lines >= 9);
    await source.stop();
    expect(source.stats.connected).toBe(false);
  });
});
