import { describe, expect, it } from 'vitest';
import { ATON_FLUSH_MS, StreamBatcher, VESSEL_FLUSH_MS, type BatchClock } from './batcher.js';

/** A clock the test moves by hand; timers run when their time is reached. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  const clock: BatchClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: next });
      return next++;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((t) => t !== timer);
      timer.run();
    }
  };
  return { clock, advance };
}

describe('stream batching (spec 02 §9)', () => {
  it('vessel messages flush when more than 50 ms have passed since the last flush', () => {
    expect(VESSEL_FLUSH_MS).toBe(50);
    const { clock, advance } = manualClock();
    const flushed: number[][] = [];
    const batcher = new StreamBatcher<number>(
      VESSEL_FLUSH_MS,
      (items) => flushed.push(items),
      clock,
    );
    batcher.push(1);
    advance(30);
    batcher.push(2);
    advance(20); // exactly 50 ms since the start: not more than 50
    expect(flushed).toEqual([]);
    batcher.push(3);
    advance(1); // 51 ms: the timer flushes the quiet stream
    expect(flushed).toEqual([[1, 2, 3]]);
    advance(51);
    batcher.push(4); // more than 50 ms since the last flush: at once
    expect(flushed).toEqual([[1, 2, 3], [4]]);
  });

  it('aid messages wait more than 5000 ms', () => {
    expect(ATON_FLUSH_MS).toBe(5000);
    const { clock, advance } = manualClock();
    const flushed: string[][] = [];
    const batcher = new StreamBatcher<string>(ATON_FLUSH_MS, (items) => flushed.push(items), clock);
    batcher.push('a');
    advance(4999);
    batcher.push('b');
    expect(flushed).toEqual([]);
    advance(2);
    expect(flushed).toEqual([['a', 'b']]);
  });

  it('clear drops what is buffered', () => {
    const { clock, advance } = manualClock();
    const flushed: number[][] = [];
    const batcher = new StreamBatcher<number>(50, (items) => flushed.push(items), clock);
    batcher.push(1);
    batcher.clear();
    advance(100);
    expect(flushed).toEqual([]);
    expect(batcher.pending).toBe(0);
  });
});
