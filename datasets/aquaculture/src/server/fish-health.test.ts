import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testServerContext, type LoggedLine } from '@havkart/datasets-core/server/testing';
import { readFishHealthWeek, weekUrl } from './fish-health.js';
import { demoWeek } from './demo.js';
import { createWeekSource } from './week-source.js';
import { fishHealthServicesOf, serverPart } from './index.js';

const summary = readFileSync(
  new URL('fixtures/fishhealth-locality-week.json', import.meta.url),
  'utf8',
);

describe('fish-health week summary', () => {
  it('classes each site by the week’s rules and skips records without a site number', () => {
    const { localities, skipped } = readFishHealthWeek(summary, 18);
    expect(skipped).toBe(2);
    expect(localities.map((s) => [s.localityNo, s.disease, s.lice, s.liceLimit])).toEqual([
      // Week 18 is a spring week: the limit is 0.2, so 0.3 is above it.
      [12345, 'pd', 'aboveLimit', 0.2],
      // ISA wins over PD.
      [23456, 'isa', 'belowLimit', 0.2],
      [34567, 'none', 'unreported', 0.2],
      // A limit that comes with the data wins (A42).
      [45678, 'none', 'belowLimit', 0.5],
    ]);
    expect(localities[2]!.isFallow).toBe(true);
  });

  it('uses the ordinary limit outside the spring weeks', () => {
    const { localities } = readFishHealthWeek(summary, 22);
    expect(localities[0]!.lice).toBe('belowLimit');
    expect(localities[0]!.liceLimit).toBe(0.5);
  });

  it('reads a bare array and refuses a body without localities', () => {
    expect(
      readFishHealthWeek('[{"localityNo": 1, "hasIla": true}]', 3).localities[0]!.disease,
    ).toBe('isa');
    expect(() => readFishHealthWeek('{"sites": []}', 3)).toThrow();
  });

  it('fills the week into the configured URL', () => {
    expect(weekUrl('https://bw.example/fishhealth/locality/{year}/{week}', 2026, 7)).toBe(
      'https://bw.example/fishhealth/locality/2026/7',
    );
  });

  it('keeps the last good summary of a week when the upstream fails, and logs the skips', async () => {
    const logged: LoggedLine[] = [];
    let clock = 0;
    let up = true;
    const context = testServerContext({ logged });
    const source = createWeekSource({
      datasetId: 'aquaculture',
      url: 'https://bw.example/locality/{year}/{week}',
      demo: demoWeek,
      logger: context.logger,
      now: () => clock,
      fetch: (async () =>
        up ? new Response(summary) : new Response('down', { status: 503 })) as typeof fetch,
    });
    const first = await source.week(2026, 18);
    expect(first.localities).toHaveLength(4);
    expect(first.demoData).toBe(false);
    up = false;
    clock += 24 * 3600 * 1000;
    expect(await source.week(2026, 18)).toEqual(first);
    // A week never fetched has nothing to fall back on.
    await expect(source.week(2026, 19)).rejects.toThrow('HTTP 503');
    expect(logged.map((line) => line.message)).toContain(
      'Dataset aquaculture: skipped 2 records that did not parse',
    );
  });

  it('serves demo weeks that change with the season: lice peak and an ISA outbreak', async () => {
    const fishHealth = fishHealthServicesOf(await serverPart.start(testServerContext()))!;
    const week = async (w: number, loknr: number) =>
      (await fishHealth.week(2026, w)).localities.find((s) => s.localityNo === loknr)!;
    expect((await week(5, 90005)).disease).toBe('none');
    expect((await week(15, 90005)).disease).toBe('isa');
    expect((await week(10, 90002)).lice).toBe('belowLimit');
    expect((await week(30, 90002)).lice).toBe('aboveLimit');
    expect((await week(30, 90007)).lice).toBe('unreported');
    expect((await fishHealth.week(2026, 15)).demoData).toBe(true);
  });

  it('answers the demo control areas: PD along the west coast, ISA only in outbreak weeks', async () => {
    const fishHealth = fishHealthServicesOf(await serverPart.start(testServerContext()))!;
    expect((await fishHealth.pdZones(2026, 15)).features).toHaveLength(1);
    expect((await fishHealth.isaZones(2026, 15)).features).toHaveLength(1);
    expect((await fishHealth.isaZones(2026, 30)).features).toHaveLength(0);
  });
});
