import { degrees } from '../decode/json-bytes.js';

// Every coordinate a payload can carry, written by the command line's JSON writer, against the
// engine's `String(raw / units)`: `npm run check:degrees -w @havkart/ais` (a few minutes).
const FIELDS = [
  { name: '28-bit, 1/10 000 minute', bits: 28, units: 600_000, decimals: 6 },
  { name: '18-bit, 1/10 minute', bits: 18, units: 600, decimals: 3 },
];
const buf = Buffer.alloc(64);
let failures = 0;
for (const { name, bits, units, decimals } of FIELDS) {
  const half = 2 ** (bits - 1);
  let bad = 0;
  for (let raw = -half; raw < half; raw++) {
    const end = degrees(buf, 0, raw, units, decimals);
    const want = String(raw / units);
    const got = buf.toString('latin1', 0, end);
    if (got !== want && bad++ < 10)
      process.stdout.write(`${name}: ${raw} gave ${got}, not ${want}\n`);
  }
  process.stdout.write(`${name}: ${2 * half} values, ${bad} different\n`);
  failures += bad;
}
process.exitCode = failures === 0 ? 0 : 1;
