import { streamTrafficTicks } from './realtime.js';
import { createTrafficSimulator } from './simulator.js';

/** Rates the `simulate` command understands: as fast as possible, or paced to the wall clock. */
export type SimulateRate = 'max' | 'realtime';

/** Parsed options of `havkart-ais simulate`. */
export interface SimulateCommandOptions {
  /** Number of simulated stations (vessels, AtoNs, base stations …). */
  vessels: number;
  /** PRNG seed; the same seed always yields the same lines. */
  seed: number;
  /** Simulated time span, seconds. */
  durationSeconds: number;
  rate: SimulateRate;
}

export const SIMULATE_USAGE = `Usage: havkart-ais simulate [--vessels N] [--seed S] [--duration D] [--rate max|realtime]

  --vessels N    number of vessels, AtoNs included (default 1500)
  --seed S       integer seed, same seed gives the same output (default 1)
  --duration D   simulated time: 3600, 60s, 10m, 1h (default 1h)
  --rate R       max: as fast as possible (default); realtime: paced to the clock
`;

/** Parses `3600`, `60s`, `10m`, `1h` into seconds; undefined when malformed. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  const unit = match[2] ?? 's';
  const factor = unit === 'h' ? 3600 : unit === 'm' ? 60 : 1;
  const seconds = value * factor;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

const KNOWN_FLAGS = new Set(['--vessels', '--seed', '--duration', '--rate']);

/** Parses the arguments after `simulate`; returns an error message instead when they are bad. */
export function parseSimulateArgs(args: string[]): SimulateCommandOptions | string {
  const options: SimulateCommandOptions = {
    vessels: 1500,
    seed: 1,
    durationSeconds: 3600,
    rate: 'max',
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const eq = arg.indexOf('=');
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    const value = eq >= 0 ? arg.slice(eq + 1) : args[++i];
    if (!KNOWN_FLAGS.has(flag)) return `unknown option ${flag}`;
    if (value === undefined) return `missing value for ${flag}`;
    switch (flag) {
      case '--vessels': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1) return `--vessels must be a positive integer`;
        options.vessels = n;
        break;
      }
      case '--seed': {
        const n = Number(value);
        if (!Number.isInteger(n)) return `--seed must be an integer`;
        options.seed = n;
        break;
      }
      case '--duration': {
        const seconds = parseDuration(value);
        if (seconds === undefined) return `--duration must look like 3600, 60s, 10m or 1h`;
        options.durationSeconds = seconds;
        break;
      }
      case '--rate':
        if (value !== 'max' && value !== 'realtime') return `--rate must be max or realtime`;
        options.rate = value;
        break;
      default:
        return `unknown option ${flag}`;
    }
  }
  return options;
}

/**
 * Entry point for `havkart-ais simulate …`: writes NMEA lines with tag blocks to `out`.
 * Returns the process exit code (2 on bad arguments).
 */
export async function runSimulateCommand(
  args: string[],
  out: NodeJS.WritableStream,
): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    out.write(SIMULATE_USAGE);
    return 0;
  }
  const parsed = parseSimulateArgs(args);
  if (typeof parsed === 'string') {
    out.write(`havkart-ais simulate: ${parsed}\n\n${SIMULATE_USAGE}`);
    return 2;
  }
  return writeTraffic(parsed, out);
}

/** True for the error a stream raises when its reader went away (e.g. piped to `head`). */
const isBrokenPipe = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | null)?.code === 'EPIPE';

async function writeTraffic(
  options: SimulateCommandOptions,
  out: NodeJS.WritableStream,
): Promise<number> {
  let closed = false;
  let failure: unknown = null;
  const stop = new AbortController();
  const onError = (error: unknown): void => {
    closed = true;
    if (!isBrokenPipe(error)) failure = error;
    stop.abort();
  };
  out.on('error', onError);
  const write = async (lines: string[]): Promise<void> => {
    if (lines.length === 0 || closed) return;
    try {
      if (!out.write(lines.join('\n') + '\n')) {
        await new Promise<void>((resolve) => {
          out.once('drain', resolve);
          stop.signal.addEventListener('abort', () => resolve(), { once: true });
        });
      }
    } catch (error) {
      onError(error);
    }
  };
  try {
    const common = {
      seed: options.seed,
      vessels: options.vessels,
      duration: options.durationSeconds,
    };
    if (options.rate === 'realtime') {
      for await (const tick of streamTrafficTicks({ ...common, signal: stop.signal })) {
        await write(tick.lines);
      }
    } else {
      const sim = createTrafficSimulator(common);
      let batch: string[] = [];
      for (const tick of sim.ticks(options.durationSeconds)) {
        if (closed) break;
        batch.push(...tick.lines);
        if (batch.length >= 4096) {
          await write(batch);
          batch = [];
        }
      }
      await write(batch);
    }
  } finally {
    out.off('error', onError);
  }
  if (failure) throw failure;
  return 0;
}
