// AIS decoder benchmark: one simulated corpus, three JavaScript decoders in-process, then our
// CLI against gpsdecode as whole processes. Run after `npm run build`: npm run bench:ais -w bench
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAisDecoder } from '@havkart/ais';
import { buildRealFormatCorpus } from './real-format.mjs';

const require = createRequire(import.meta.url);
const AisStreamDecoder = require('ais-stream-decoder').default;
const { AisDecode } = require('ggencoder');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const VESSELS = process.env.BENCH_VESSELS ?? '1500';
const DURATION = process.env.BENCH_DURATION ?? '30m';
const PROCESS_ROUNDS = Number(process.env.BENCH_PROCESS_ROUNDS ?? 5);
// BENCH_CLI points at another build of the CLI, e.g. an older one for a before/after figure.
const CLI =
  process.env.BENCH_CLI ??
  fileURLToPath(new URL('../../packages/ais/dist/cli.js', import.meta.url));
const RECORDED = fileURLToPath(
  new URL('../../packages/ais/src/testing/recorded.nmea', import.meta.url),
);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n) => Math.round(n).toLocaleString('en-US');

function buildCorpus(dir) {
  const file = join(dir, 'corpus.nmea');
  const fd = openSync(file, 'w');
  try {
    const run = spawnSync(
      process.execPath,
      [CLI, 'simulate', '--vessels', VESSELS, '--duration', DURATION, '--seed', '1'],
      {
        stdio: ['ignore', fd, 'inherit'],
      },
    );
    if (run.status !== 0) throw new Error(`simulate exited with ${run.status}`);
  } finally {
    closeSync(fd);
  }
  return file;
}

/** The other decoders do not understand IEC 62320-1 tag blocks: strip them (inside the timed loop). */
const stripTag = (line) =>
  line.charCodeAt(0) === 92 ? line.slice(line.indexOf('\\', 1) + 1) : line;

const decoders = {
  '@havkart/ais': (lines) => {
    let n = 0;
    const d = createAisDecoder({ onMessage: () => n++ });
    for (const line of lines) d.write(line);
    d.flush();
    return n;
  },
  'ais-stream-decoder': (lines) => {
    let n = 0;
    const d = new AisStreamDecoder({ silent: true });
    d.on('data', () => n++);
    d.on('error', () => {});
    for (const line of lines) d.write(stripTag(line));
    return n;
  },
  ggencoder: (lines) => {
    let n = 0;
    const session = {};
    for (const line of lines) if (new AisDecode(stripTag(line), session).valid) n++;
    return n;
  },
};

function inProcess(which, lines) {
  const results = {};
  for (const [name, run] of Object.entries(which)) {
    run(lines); // warm-up
    const rates = [];
    let count = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const t0 = process.hrtime.bigint();
      count = run(lines);
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      rates.push(lines.length / seconds);
    }
    results[name] = { linesPerSecond: median(rates), count };
  }
  return results;
}

function ensureGpsdecode() {
  const found = ['/usr/bin/gpsdecode', '/usr/local/bin/gpsdecode'].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('installing gpsd-clients …');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'gpsd-clients'], { stdio: 'inherit' });
    return '/usr/bin/gpsdecode';
  }
  return undefined;
}

const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * One timed run of a whole process reading the corpus on stdin, its output read through a
 * pipe by another process (`| wc -c`), as in a user's pipeline.
 */
function timePiped(command, args, corpus) {
  const script = `${[command, ...args].map(quote).join(' ')} < ${quote(corpus)} 2>/dev/null | wc -c`;
  const t0 = process.hrtime.bigint();
  const run = spawnSync('/bin/sh', ['-c', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (run.status !== 0) throw new Error(`${command} exited with ${run.status}`);
  return { seconds, bytes: Number(run.stdout.toString().trim()) };
}

/** Messages a program writes for the corpus (lines of output naming an MMSI), untimed. */
function countMessages(command, args, corpus, dir) {
  const out = join(dir, 'out.json');
  const inFd = openSync(corpus, 'r');
  const outFd = openSync(out, 'w');
  const run = spawnSync(command, args, { stdio: [inFd, outFd, 'ignore'] });
  closeSync(inFd);
  closeSync(outFd);
  if (run.status !== 0) throw new Error(`${command} exited with ${run.status}`);
  return readFileSync(out, 'latin1')
    .split('\n')
    .filter((l) => l.includes('"mmsi"')).length;
}

/**
 * Median wall times of several programs on the same corpus. Their runs alternate, so a
 * passing slow spell of the machine hits every program alike; the first round only warms
 * the page cache.
 */
function timeProcesses(programs, corpus, dir) {
  const times = programs.map(() => []);
  const bytes = programs.map(() => 0);
  const rounds = Math.max(3, PROCESS_ROUNDS);
  for (let r = 0; r <= rounds; r++) {
    programs.forEach(([command, args], i) => {
      const run = timePiped(command, args, corpus);
      if (r > 0) times[i].push(run.seconds);
      bytes[i] = run.bytes;
    });
  }
  return programs.map(([command, args], i) => ({
    seconds: median(times[i]),
    bytes: bytes[i],
    count: countMessages(command, args, corpus, dir),
  }));
}

/** CLI against gpsdecode on one corpus; prints both and the ratios. */
function compareProcesses(label, gpsdecode, corpus, dir) {
  // -s reports type 24 halves separately, as we do, so the counts compare like for like.
  const [cli, gpsd] = timeProcesses(
    [
      [process.execPath, [CLI, 'decode']],
      [gpsdecode, ['-s', '-j']],
    ],
    corpus,
    dir,
  );
  const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(
    `\n${label}, output piped to wc -c, ${Math.max(3, PROCESS_ROUNDS)} alternating rounds, median`,
  );
  console.log(
    `havkart-ais decode    ${cli.seconds.toFixed(3)} s  ${fmt(cli.count)} messages  ${mb(cli.bytes)}`,
  );
  console.log(
    `gpsdecode -s -j       ${gpsd.seconds.toFixed(3)} s  ${fmt(gpsd.count)} messages  ${mb(gpsd.bytes)}`,
  );
  console.log(
    `CLI wall time ratio   ${(cli.seconds / gpsd.seconds).toFixed(2)}× gpsdecode; messages ${(cli.count / gpsd.count).toFixed(4)}× gpsdecode's`,
  );
  return { cli, gpsd };
}

const dir = mkdtempSync(join(tmpdir(), 'ais-bench-'));
try {
  const corpus = buildCorpus(dir);
  const lines = readFileSync(corpus, 'latin1')
    .split('\n')
    .filter((l) => l.length > 0);
  console.log(
    `corpus: ${fmt(lines.length)} lines (${(statSync(corpus).size / 1e6).toFixed(1)} MB) from the simulator, ${VESSELS} stations, ${DURATION}`,
  );
  console.log(`node ${process.version}, ${ROUNDS} rounds after one warm-up, median\n`);

  if (process.env.BENCH_CLI_ONLY !== '1') {
    const results = inProcess(decoders, lines);
    const ours = results['@havkart/ais'].linesPerSecond;
    for (const [name, r] of Object.entries(results)) {
      const ratio =
        name === '@havkart/ais' ? '' : `  ours is ${(ours / r.linesPerSecond).toFixed(2)}×`;
      console.log(
        `${name.padEnd(20)} ${fmt(r.linesPerSecond).padStart(11)} lines/s  ${fmt(r.count).padStart(8)} messages${ratio}`,
      );
    }
  }
  const real = join(dir, 'real-format.nmea');
  const recorded = readFileSync(RECORDED, 'latin1').split('\n').filter(Boolean);
  const realLines = buildRealFormatCorpus(corpus, real, recorded);
  console.log(
    `\nreal-format corpus: ${fmt(realLines)} lines (${(statSync(real).size / 1e6).toFixed(1)} MB): no tag blocks, NAIS-style station and time after the checksum, leading times, lower-case checksums, CR/LF, repeats by other stations, garbage and orphan fragments, ${recorded.length} recorded lines`,
  );
  if (process.env.BENCH_CLI_ONLY !== '1') {
    const realText = readFileSync(real, 'latin1').split('\n');
    const realRate = inProcess({ '@havkart/ais': decoders['@havkart/ais'] }, realText)[
      '@havkart/ais'
    ];
    console.log(
      `@havkart/ais in-process ${fmt(realRate.linesPerSecond)} lines/s  ${fmt(realRate.count)} messages`,
    );
  }
  const gpsdecode = ensureGpsdecode();
  if (gpsdecode === undefined) {
    console.log(
      '\ngpsdecode missing and not root: skipping the CLI comparison (apt-get install gpsd-clients)',
    );
  } else {
    compareProcesses('simulator corpus', gpsdecode, corpus, dir);
    compareProcesses('real-format corpus', gpsdecode, real, dir);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
