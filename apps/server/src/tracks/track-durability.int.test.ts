import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  POSTGRES_URL,
  startTestApp,
  type TestApp,
} from '../test-support/test-app.js';
import { publishedPoint } from './testing/publish-until-killed.js';
import { retentionRule } from './track-plugin.js';
import { formatMsgtime } from './track-point.js';

const targets = await databaseTargets();
const DAY = 86_400;
/** Reports 10 s apart thinned to one a minute: the first, each sixth after it, and the last. */
function everyMinute(times: number[]): number[] {
  const kept = times.filter((_, i) => i % 6 === 0);
  return kept.at(-1) === times.at(-1) ? kept : [...kept, times.at(-1)!];
}

const CHILD = path.join(import.meta.dirname, 'testing', 'publish-until-killed.ts');

/**
 * Runs the publishing server and kills it with SIGKILL once, by its own clock, it had
 * published `safeWanted` points at least a second before its latest report; says how many
 * points that was. Waiting for the server's reports rather than sleeping a fixed time keeps
 * a slow machine from starving the publisher into a short, meaningless run.
 */
async function publishThenKill(env: Record<string, string>, safeWanted: number) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const published: { count: number; at: number }[] = [];
  let output = '';
  let pending = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  /** Points published a second or more before the server's latest report. */
  const safe = () => {
    const last = published.at(-1);
    return last ? (published.filter((p) => p.at <= last.at - 1000).at(-1)?.count ?? 0) : 0;
  };
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^published (\d+) (\d+)$/.exec(line);
        if (match) published.push({ count: Number(match[1]), at: Number(match[2]) });
      }
      if (safe() >= safeWanted) resolve();
    });
    child.once('exit', () => reject(new Error(`publisher exited early:\n${output}`)));
  });
  // Counted before the kill: a report still in the pipe only makes the run longer.
  const safeCount = safe();
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  return safeCount;
}

describe.each(targets)('track store durability and retention on $target', ({ target, skip }) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.cleanup();
  });

  it.skipIf(skip)('keeps every point older than a second across SIGKILL and restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-kill-'));
    const schema = `test_kill_${Date.now().toString(36)}`;
    const dbEnv: Record<string, string> =
      target === 'postgres' ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : {};
    const start = Math.floor(Date.now() / 1000) - 3 * 3600;
    const safe = await publishThenKill(
      { DATA_DIR: dataDir, PUBLISH_START: String(start), TRACK_COMPACT_SECONDS: '1', ...dbEnv },
      500,
    );
    expect(safe).toBeGreaterThanOrEqual(500);

    const restarted = await startTestApp(target, {
      DATA_DIR: dataDir,
      ...(target === 'postgres' ? { DATABASE_SCHEMA: schema } : {}),
    });
    apps.push(restarted);
    const stored = new Set<string>();
    for (let v = 0; v < 5; v++) {
      for (const p of await restarted.app.trackStore.track(
        257_100_000 + v,
        start,
        start + 10 * DAY,
      )) {
        stored.add(`${257_100_000 + v}@${p.t}`);
      }
    }
    const missing: number[] = [];
    for (let n = 0; n < safe; n++) {
      const { mmsi, t } = publishedPoint(n, start);
      if (!stored.has(`${mmsi}@${t}`)) missing.push(n);
    }
    await restarted.cleanup();
    expect(missing).toEqual([]);
  });

  it.skipIf(skip)(
    'removes points past the retention period and thins old ones when asked',
    async () => {
      const testApp = await startTestApp(target, {
        TRACK_RETENTION_DAYS: '30',
        TRACK_THIN_AFTER_DAYS: '7',
      });
      apps.push(testApp);
      const { trackRecorder, trackStore, config } = { ...testApp.app, config: testApp.config };
      const now = Math.floor(Date.now() / 1000);
      const mmsi = 257_200_000;
      // One report every 10 s: 40 days ago, straddling the 30-day edge, 10 days ago and today.
      const times = [
        ...Array.from({ length: 60 }, (_, i) => now - 40 * DAY + i * 10),
        ...Array.from({ length: 60 }, (_, i) => now - 30 * DAY - 300 + i * 10),
        ...Array.from({ length: 60 }, (_, i) => now - 10 * DAY + i * 10),
        ...Array.from({ length: 60 }, (_, i) => now - 3600 + i * 10),
      ];
      for (const t of times) {
        trackRecorder.record({
          mmsi,
          msgtime: t * 1000,
          latitude: 60,
          longitude: 5,
          speedOverGround: 1,
          courseOverGround: 1,
          trueHeading: 1,
        });
      }
      await trackRecorder.compact();
      await trackStore.retain(retentionRule(config.tracks, now));
      const kept = (await trackStore.track(mmsi, 0, now + 60)).map((p) => p.t);
      const cutoff = now - 30 * DAY;
      expect(kept.every((t) => t >= cutoff)).toBe(true);
      // Straddling run: cut at the edge; what stays is older than 7 days, so thinned too.
      const straddling = times.filter((t) => t >= cutoff && t < cutoff + 300);
      expect(kept.filter((t) => t >= cutoff && t < cutoff + 300)).toEqual(everyMinute(straddling));
      // 10 days old: thinned to one a minute (first, then each 60 s, and the last).
      const old = times.filter((t) => t >= now - 10 * DAY && t < now - 9 * DAY);
      expect(kept.filter((t) => t >= now - 10 * DAY && t < now - 9 * DAY)).toEqual([
        ...old.filter((_, i) => i % 6 === 0),
        old.at(-1),
      ]);
      // Today: untouched.
      expect(kept.filter((t) => t >= now - 3600)).toEqual(times.filter((t) => t >= now - 3600));
      // The API agrees: nothing before the cut-off.
      const history = await testApp.app.inject(
        `/api/v1/historic/tracks/${mmsi}/${encodeURIComponent(formatMsgtime(now - 31 * DAY))}/${encodeURIComponent(formatMsgtime(now - 29 * DAY))}`,
      );
      expect(
        history.json<{ msgtime: string }[]>().every((p) => Date.parse(p.msgtime) / 1000 >= cutoff),
      ).toBe(true);
    },
  );

  it.skipIf(skip)('serves restricted tiers only when the live tiers would', async () => {
    const testApp = apps.at(-1)!;
    expect((await testApp.app.inject('/api/v1/geodata/ais/257200000/tracks')).statusCode).toBe(401);
    expect((await testApp.app.inject('/api/v1/geodata/ais/257200000/opentracks')).statusCode).toBe(
      200,
    );
  });
});
