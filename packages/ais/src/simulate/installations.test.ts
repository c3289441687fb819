import { describe, expect, it } from 'vitest';
import { decodeLines } from '../decode/decoder.js';
import type { AisMessage } from '../types.js';
import {
  FIXED_STATUS,
  FLOATING_STATUS,
  installationStatus,
  OFFSHORE_INSTALLATIONS,
} from './installations.js';
import { PLATFORMS } from './offshore.js';
import { createTrafficSimulator } from './simulator.js';

describe('offshore installations of the simulator (spec 02 §3 platform icon)', () => {
  it('are seventeen, with fixed distinct MMSIs and AIS names', () => {
    expect(OFFSHORE_INSTALLATIONS).toHaveLength(17);
    expect(new Set(OFFSHORE_INSTALLATIONS.map((i) => i.mmsi)).size).toBe(17);
    for (const i of OFFSHORE_INSTALLATIONS) {
      expect(String(i.mmsi)).toMatch(/^257\d{6}$/);
      expect(i.name).toMatch(/^[A-Z0-9 ]{1,20}$/);
    }
    // Supply ships sail to the installations' own positions.
    for (const [name, at] of PLATFORMS) {
      const installation = OFFSHORE_INSTALLATIONS.find((i) => i.name === name)!;
      expect(at).toEqual([installation.latitude, installation.longitude]);
    }
  });

  it('are part of every fleet, whatever the seed and size, and no ship takes their MMSIs', () => {
    for (const [seed, vessels] of [
      [1, 50],
      [9, 400],
    ] as const) {
      const sim = createTrafficSimulator({ seed, vessels });
      const installations = sim.stations.filter((s) => s.kind === 'installation');
      expect(installations.map((s) => s.mmsi)).toEqual(OFFSHORE_INSTALLATIONS.map((i) => i.mmsi));
      expect(new Set(sim.stations.map((s) => s.mmsi)).size).toBe(sim.stations.length);
    }
  });

  it('report as stationary class A stations: type 1/3 where they stand, and type 5 names', () => {
    const sim = createTrafficSimulator({ seed: 5, vessels: 100 });
    const lines: string[] = [];
    for (const tick of sim.ticks(400)) lines.push(...tick.lines);
    const byMmsi = new Map(OFFSHORE_INSTALLATIONS.map((i) => [i.mmsi, i]));
    const heard = decodeLines(lines).filter(
      (m): m is AisMessage => !('error' in m) && byMmsi.has(m.mmsi),
    );
    for (const installation of OFFSHORE_INSTALLATIONS) {
      const own = heard.filter((m) => m.mmsi === installation.mmsi);
      const positions = own.filter((m) => m.messageType === 1 || m.messageType === 3);
      expect(positions.length, installation.name).toBeGreaterThan(0);
      for (const p of positions) {
        if (p.messageType !== 1 && p.messageType !== 3) continue;
        expect(p.navigationalStatus).toBe(installationStatus(installation));
        expect(p.speedOverGround).toBe(0);
        expect(p.latitude).toBeCloseTo(installation.latitude, 4);
        expect(p.longitude).toBeCloseTo(installation.longitude, 4);
      }
      const statics = own.filter((m) => m.messageType === 5);
      expect(statics.length, installation.name).toBeGreaterThan(0);
      for (const s of statics) if (s.messageType === 5) expect(s.name).toBe(installation.name);
      // Nothing else: no class B, no long-range report (every one is in a station's range).
      expect(own.every((m) => [1, 3, 5].includes(m.messageType))).toBe(true);
    }
    const statuses = new Set(OFFSHORE_INSTALLATIONS.map(installationStatus));
    expect(statuses).toEqual(new Set([FIXED_STATUS, FLOATING_STATUS]));
  });
});
