#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8';
import { DECODE_USAGE, runDecodeCommand } from './decode/command.js';

/**
 * A decode run is short: V8's optimising compiler, working beside it, took as much CPU as the
 * decoding when it inlined freely, and the code waited for it. Bounding how much it inlines
 * into one function cut the run's CPU time by a sixth (measured on the bench's real-format
 * corpus); long runs lose nothing measurable.
 */
const DECODE_V8_FLAGS = '--max-inlined-bytecode-size-cumulative=200';

const USAGE = `Usage: havkart-ais <command> [options]

Commands:
  decode     decode NMEA AIS lines on stdin to NDJSON on stdout (see: decode --help)
  simulate   write simulated AIS traffic as NMEA lines (see: simulate --help)

${DECODE_USAGE}`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'decode') {
    setFlagsFromString(DECODE_V8_FLAGS);
    // Descriptors, not process.stdin/stdout: blocking I/O in large chunks is the fast path.
    return runDecodeCommand(rest, 0, 1, process.stderr);
  }
  if (command === 'simulate') {
    const { runSimulateCommand } = await import('./simulate/cli.js');
    return runSimulateCommand(rest, process.stdout);
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  process.stderr.write(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `havkart-ais: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
