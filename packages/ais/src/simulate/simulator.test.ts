import { describe, expect, it } from 'vitest';
import { decodeLines } from '../decode/decoder.js';
import type { AisMessage, DecodeResult } from '../types.js';
import { isValidImo, FLAGS } from './identity.js';
import { createTrafficSimulator, DEFAULT_START, simulateLines } from './simulator.js';

const messagesOf = (results: DecodeResult[]): AisMessage[] =>
  results.filter((r): r is AisMessage => !('error' in r));

describe('determinism', () => {
  it('repeats itself for a seed and differs between seeds', () => {
    const a = [...simulateLines({ seed: 7, vessels: 300, duration: 120 })];
    const b = [...simulateLines({ seed: 7, vessels: 300, duration: 120 })];
    const c = [...simulateLines({ seed: 8, vessels: 300, duration: 120 })];
    expect(a.length).toBeGreaterThan(1000);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });
});

describe('ten minutes of 1 500 vessels', () => {
  const sim = createTrafficSimulator({ seed: 3, vessels: 1500 });
  const mooredAtStart = new Set(
    sim.stations
      .filter((s) => (s.navStatus === 5 || s.navStatus === 1) && s.dwellUntil > DEFAULT_START + 600)
      .map((s) => s.mmsi),
  );
  const lines: string[] = [];
  const tickTimes: number[] = [];
  for (const tick of sim.ticks(600)) {
    tickTimes.push(tick.time);
    lines.push(...tick.lines);
  }
  const results = decodeLines(lines);
  const messages = messagesOf(results);

  it('decodes without errors', () => {
    expect(results.filter((r) => 'error' in r)).toEqual([]);
    expect(messages.length).toBeGreaterThan(50_000);
  });

  it('is time-ordered by tag-block time', () => {
    const times = lines.map((l) => Number(/c:(\d+)/.exec(l)?.[1]));
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThanOrEqual(times[i - 1]!);
    expect(times[0]).toBe(DEFAULT_START);
    expect(tickTimes[1]! - tickTimes[0]!).toBe(1);
  });

  it('contains every message type and kind of station', () => {
    const types = new Set(
      messages.map((m) => (m.messageType === 24 ? `24${m.partNumber}` : `${m.messageType}`)),
    );
    for (const t of ['1', '3', '4', '5', '8', '9', '18', '19', '21', '240', '241', '27'])
      expect(types).toContain(t);
    const kinds = new Set(sim.stations.map((s) => s.kind));
    for (const k of [
      'cargo',
      'tanker',
      'passenger',
      'ferry',
      'fishing',
      'offshore',
      'pleasure',
      'rescue',
      'aton',
      'base-station',
      'met',
      'sar-aircraft',
    ]) {
      expect(kinds).toContain(k);
    }
    const fishing = messages.filter((m) => m.messageType === 1 && m.navigationalStatus === 7);
    expect(fishing.length).toBeGreaterThan(100);
    expect(messages.some((m) => m.messageType === 5 && m.shipType === 51)).toBe(true);
    const met = messages.find((m) => m.messageType === 8);
    expect(
      met?.messageType === 8 && met.dac === 1 && met.fi === 31 && met.meteo?.windSpeed != null,
    ).toBe(true);
  });

  it('hears some messages at two stations', () => {
    const seen = new Map<string, Set<string>>();
    for (const l of lines) {
      const body = l.slice(l.indexOf('!'));
      const source = /s:([^,*]+)/.exec(l)![1]!;
      seen.set(body, (seen.get(body) ?? new Set()).add(source));
    }
    const twice = [...seen.values()].filter((s) => s.size > 1).length;
    expect(twice / seen.size).toBeGreaterThan(0.005);
    expect(twice / seen.size).toBeLessThan(0.1);
  });

  it('uses valid MMSIs with plausible MIDs and valid IMO numbers', () => {
    const mids = new Set<number>(Object.values(FLAGS).flatMap((f) => [...f.mids]));
    for (const s of sim.stations) {
      expect(s.mmsi).toBeGreaterThan(0);
      expect(s.mmsi).toBeLessThanOrEqual(999_999_999);
      const digits = String(s.mmsi).padStart(9, '0');
      if (s.kind === 'aton') expect(digits).toMatch(/^99257\d{4}$/);
      else if (s.kind === 'base-station' || s.kind === 'met')
        expect(digits).toMatch(/^00257\d{4}$/);
      else if (s.kind === 'sar-aircraft') expect(digits).toMatch(/^111257\d{3}$/);
      else if (s.kind === 'sart') expect(digits).toMatch(/^970\d{6}$/);
      else expect(mids).toContain(Math.floor(s.mmsi / 1_000_000));
      if (s.imo !== null) expect(isValidImo(s.imo)).toBe(true);
    }
    expect(new Set(sim.stations.map((s) => s.mmsi)).size).toBe(sim.stations.length);
    const foreign = sim.stations.filter(
      (s) => s.kind === 'cargo' && !FLAGS.NO.mids.includes(Math.floor(s.mmsi / 1e6) as 257),
    );
    expect(foreign.length).toBeGreaterThan(50);
  });

  it('reports at the M.1371 intervals for class, speed and status', () => {
    const byMmsi = new Map<number, number[]>();
    const sog = new Map<number, number[]>();
    for (const l of lines) {
      const [m] = messagesOf(decodeLines([l]));
      if (!m || (m.messageType !== 1 && m.messageType !== 3 && m.messageType !== 18)) continue;
      // Count each report once, not once per receiving station.
      const t = Number(/c:(\d+)/.exec(l)![1]);
      const list = byMmsi.get(m.mmsi) ?? [];
      if (list[list.length - 1] !== t) list.push(t);
      byMmsi.set(m.mmsi, list);
      sog.set(m.mmsi, [...(sog.get(m.mmsi) ?? []), m.speedOverGround ?? 0]);
    }
    const median = (xs: number[]): number =>
      [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const gaps = (mmsi: number): number[] => {
      const ts = byMmsi.get(mmsi)!;
      return ts.slice(1).map((t, i) => t - ts[i]!);
    };
    const station = (pred: (s: (typeof sim.stations)[number]) => boolean) =>
      sim.stations.filter((s) => pred(s) && (byMmsi.get(s.mmsi)?.length ?? 0) > 3);
    const moored = station((s) => s.transceiver === 'A' && mooredAtStart.has(s.mmsi));
    expect(moored.length).toBeGreaterThan(0);
    for (const s of moored) expect(median(gaps(s.mmsi))).toBeGreaterThanOrEqual(170);
    const slowA = station((s) => s.kind === 'fishing' && s.transceiver === 'A');
    for (const s of slowA.slice(0, 30)) expect(median(gaps(s.mmsi))).toBeLessThanOrEqual(11);
    const fastA = station(
      (s) => s.transceiver === 'A' && s.kind === 'passenger' && s.dwellUntil < DEFAULT_START,
    );
    for (const s of fastA)
      if (median(sog.get(s.mmsi)!) > 14.5) expect(median(gaps(s.mmsi))).toBeLessThanOrEqual(7);
    const classB = station((s) => s.transceiver === 'B-CS' && s.kind === 'pleasure');
    for (const s of classB.slice(0, 30)) expect(median(gaps(s.mmsi))).toBeGreaterThanOrEqual(29);
  });
});
