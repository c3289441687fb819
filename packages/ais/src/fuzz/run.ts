import { runFuzz } from './fuzz.js';

// Long fuzz run: `npm run fuzz -w @havkart/ais -- [lines] [seed]`.
const count = Number(process.argv[2] ?? 5_000_000);
const seed = Number(process.argv[3] ?? Date.now() % 1_000_000);
if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(seed)) {
  process.stderr.write('Usage: npm run fuzz -w @havkart/ais -- [lines (default 5000000)] [seed]\n');
  process.exit(2);
}
const started = Date.now();
const report = runFuzz(count, seed);
process.stdout.write(
  `${JSON.stringify({ seed, ...report, seconds: (Date.now() - started) / 1000 }, null, 2)}\n`,
);
process.exitCode = report.problems.length === 0 ? 0 : 1;
