/** Time-ordered NMEA output of the simulated fleet, one tick of simulated time at a time. */
import { AisEncoder } from '../encode/encoder.js';
import type { AisMessageInput } from '../encode/types.js';
import { createFleet } from './fleet.js';
import { TimeHeap } from './heap.js';
import {
  atonMessage,
  baseStationMessage,
  longRangeMessage,
  meteoMessage,
  positionMessage,
  staticMessages,
} from './messages.js';
import { advance } from './motion.js';
import { Prng } from './prng.js';
import { LONG_RANGE_INTERVAL, positionInterval, STATIC_INTERVAL } from './reporting.js';
import { BASE_STATION_RANGE_NM, BASE_STATIONS, SATELLITES } from './stations.js';
import type { Station } from './vessel.js';

/** 2025-01-01T00:00:00Z, the default start of simulated time (UNIX seconds). */
export const DEFAULT_START = 1_735_689_600;

export interface TrafficSimulatorOptions {
  /** PRNG seed; the same seed and options always give the same lines. Default 1. */
  seed?: number;
  /**
   * Number of vessels (ships, boats, AtoNs); base and met stations and the 17 offshore
   * installations come on top. Default 1500.
   */
  vessels?: number;
  /** Simulated start time, UNIX seconds. Default {@link DEFAULT_START}. */
  start?: number;
  /** Length of one tick of simulated time, seconds. Default 1. */
  tickSeconds?: number;
  /** NMEA talker: `AI` (default) or `BS` as in the Norwegian shore network feed. */
  talker?: string;
  /** Probability that a message is also heard by a second base station. Default 0.03. */
  duplicateRate?: number;
}

/** Lines received during one tick, in time order; `time` is the tick's start (UNIX seconds). */
export interface TrafficTick {
  time: number;
  lines: string[];
}

export interface TrafficSimulator {
  /** Every simulated station, for inspection (tests, maps); do not mutate. */
  readonly stations: readonly Station[];
  /** Simulated time the next tick starts at, UNIX seconds. */
  readonly time: number;
  /** Produces the next tick. */
  tick(): TrafficTick;
  /** Ticks until `seconds` of simulated time have passed. */
  ticks(seconds: number): Generator<TrafficTick>;
}

const RAD = Math.PI / 180;

/** Nearest and second-nearest base station in range, by flat-earth distance in NM. */
function nearestStations(lat: number, lon: number): [number, number] {
  let best = -1;
  let second = -1;
  let bestD = Infinity;
  let secondD = Infinity;
  const k = Math.cos(lat * RAD);
  for (let i = 0; i < BASE_STATIONS.length; i++) {
    const at = BASE_STATIONS[i]!.at;
    const dy = (at[0] - lat) * 60;
    const dx = (at[1] - lon) * 60 * k;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      second = best;
      secondD = bestD;
      best = i;
      bestD = d;
    } else if (d < secondD) {
      second = i;
      secondD = d;
    }
  }
  const range = BASE_STATION_RANGE_NM * BASE_STATION_RANGE_NM;
  return [bestD <= range ? best : -1, secondD <= range ? second : -1];
}

/** Creates a simulator; nothing is generated until ticks are requested. */
export function createTrafficSimulator(options: TrafficSimulatorOptions = {}): TrafficSimulator {
  const rng = new Prng(options.seed ?? 1);
  const start = options.start ?? DEFAULT_START;
  const tickSeconds = options.tickSeconds ?? 1;
  const duplicateRate = options.duplicateRate ?? 0.03;
  const stations = createFleet(rng, options.vessels ?? 1500, start);
  const encoder = new AisEncoder({ talker: options.talker ?? 'AI' });
  const heap = new TimeHeap(stations.length);
  stations.forEach((s, i) => heap.push(i, Math.min(s.nextPosition, s.nextStatic)));
  /** Second receptions whose `c:` falls after the tick they were made in. */
  let delayed: { time: number; lines: string[] }[] = [];
  let now = start;

  const emit = (s: Station, message: AisMessageInput, t: number, out: string[]): void => {
    const fixed = s.transceiver === 'base' || s.transceiver === 'aton' || s.transceiver === 'met';
    if (message.messageType === 27) {
      const source = SATELLITES[s.mmsi % SATELLITES.length]!;
      out.push(...encoder.encode(message, { channel: 'B', source, time: t }));
      return;
    }
    let second = -1;
    if (t >= s.receiverCheck) {
      const [first, other] = nearestStations(s.lat, s.lon);
      s.receiver = first;
      second = other;
      s.receiverCheck = fixed ? Infinity : t + 60;
    }
    if (s.transceiver === 'base') s.receiver = BASE_STATIONS.findIndex((b) => b.id === s.mmsi);
    if (s.receiver < 0) return;
    s.channel ^= 1;
    const channel = s.channel ? 'B' : 'A';
    const source = String(BASE_STATIONS[s.receiver]!.id);
    const lines = encoder.encode(message, { channel, source, time: t });
    out.push(...lines);
    if (duplicateRate > 0 && rng.chance(duplicateRate)) {
      if (second < 0) second = nearestStations(s.lat, s.lon)[1];
      if (second >= 0 && second !== s.receiver) {
        const late = t + rng.range(0, 1.5);
        const dup = encoder.encode(message, {
          channel,
          source: String(BASE_STATIONS[second]!.id),
          time: late,
        });
        if (Math.floor(late) < now + tickSeconds) out.push(...dup);
        else delayed.push({ time: late, lines: dup });
      }
    }
  };

  const handle = (s: Station, t: number, out: string[]): void => {
    advance(rng, s, t);
    if (t >= s.nextPosition) {
      switch (s.transceiver) {
        case 'base':
          emit(s, baseStationMessage(s, t), t, out);
          break;
        case 'aton':
          emit(s, atonMessage(s, t), t, out);
          break;
        case 'met':
          emit(s, meteoMessage(s, t), t, out);
          break;
        default:
          emit(s, positionMessage(s, t, rng), t, out);
          if (s.transceiver === 'A' && s.receiver < 0 && s.kind !== 'sart') {
            // Beyond shore range: the long-range report is what reaches the feed.
            const slot = Math.floor(t / LONG_RANGE_INTERVAL);
            if (slot !== Math.floor((t - positionInterval(s, t)) / LONG_RANGE_INTERVAL)) {
              emit(s, longRangeMessage(s), t, out);
            }
          }
      }
      s.nextPosition = t + positionInterval(s, t) * (1 + rng.range(-0.02, 0.02));
    }
    if (t >= s.nextStatic) {
      for (const m of staticMessages(s, t)) emit(s, m, t, out);
      s.nextStatic = t + STATIC_INTERVAL * (1 + rng.range(-0.01, 0.01));
    }
  };

  const tick = (): TrafficTick => {
    const end = now + tickSeconds;
    const lines: string[] = [];
    if (delayed.length > 0) {
      const due = delayed.filter((d) => d.time < end).sort((a, b) => a.time - b.time);
      delayed = delayed.filter((d) => d.time >= end);
      for (const d of due) lines.push(...d.lines);
    }
    while (heap.peekTime() < end) {
      const t = heap.peekTime();
      const id = heap.pop();
      const s = stations[id]!;
      handle(s, t, lines);
      heap.push(id, Math.min(s.nextPosition, s.nextStatic));
    }
    const result = { time: now, lines };
    now = end;
    return result;
  };

  return {
    stations,
    get time() {
      return now;
    },
    tick,
    *ticks(seconds: number) {
      const end = now + seconds;
      while (now < end) yield tick();
    },
  };
}

/** Options of {@link simulateLines}: the simulator's plus how much simulated time to cover. */
export interface SimulateLinesOptions extends TrafficSimulatorOptions {
  /** Simulated duration, seconds. Default 3600. */
  duration?: number;
}

/** Every NMEA line of `duration` seconds of simulated traffic, as fast as it can be made. */
export function* simulateLines(options: SimulateLinesOptions = {}): Generator<string> {
  const sim = createTrafficSimulator(options);
  for (const tick of sim.ticks(options.duration ?? 3600)) yield* tick.lines;
}
