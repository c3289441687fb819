/** Simulated traffic paced to the wall clock, for feeding a live server. */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createTrafficSimulator,
  type TrafficSimulatorOptions,
  type TrafficTick,
} from './simulator.js';

export interface RealtimeOptions extends TrafficSimulatorOptions {
  /** Stops the stream (the generator returns quietly). */
  signal?: AbortSignal;
  /** Simulated seconds per wall-clock second. Default 1. */
  speed?: number;
  /** Stop after this much simulated time, seconds. Default: run until aborted. */
  duration?: number;
}

/**
 * Yields each tick once the wall clock has reached its end, so lines arrive as a receiver
 * would deliver them. Simulated time starts now unless `start` is given.
 */
export async function* streamTrafficTicks(
  options: RealtimeOptions = {},
): AsyncGenerator<TrafficTick> {
  const start = options.start ?? Math.floor(Date.now() / 1000);
  const sim = createTrafficSimulator({ ...options, start });
  const speed = options.speed ?? 1;
  const end = start + (options.duration ?? Infinity);
  const wallStart = Date.now();
  const signal = options.signal;
  while (!signal?.aborted && sim.time < end) {
    const tick = sim.tick();
    const due = wallStart + ((sim.time - start) * 1000) / speed;
    const wait = due - Date.now();
    if (wait > 0) {
      try {
        await sleep(wait, undefined, signal ? { signal } : undefined);
      } catch {
        return; // aborted while waiting
      }
    }
    if (signal?.aborted) return;
    yield tick;
  }
}

/** Like {@link streamTrafficTicks}, one NMEA line at a time. */
export async function* streamTrafficLines(options: RealtimeOptions = {}): AsyncGenerator<string> {
  for await (const tick of streamTrafficTicks(options)) yield* tick.lines;
}
