// Download writers against GDAL (see README.md): 50,000 features and a 100,000-point track,
// each converted from the same GeoJSON into GPX, GeoJSON, CSV, Shape and Excel by our
// writers and by `ogr2ogr`, in alternating rounds of the same run; wall time and peak
// memory of each process (`/usr/bin/time`), medians, and the ratio against the target.
// Run after `npm run build`:  npm run bench:export -w bench
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { featuresFile, trackFile } from './data.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const FEATURES = Number(process.env.FEATURES ?? 50_000);
const TRACK_POINTS = Number(process.env.TRACK_POINTS ?? 100_000);
// Comma-separated subsets, to measure one writer while working on it: FORMATS=xlsx INPUTS=features
const ONLY_FORMATS = process.env.FORMATS?.split(',');
const ONLY_INPUTS = process.env.INPUTS?.split(',');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-bench-export-'));
const convert = path.join(import.meta.dirname, 'convert.mjs');

/** Each format: our id, file name, and the ogr2ogr call writing the same format. */
const FORMATS = [
  {
    id: 'gpx',
    target: 1.5,
    file: 'out.gpx',
    ogr: (out) => [
      '-f',
      'GPX',
      '-dsco',
      'GPX_USE_EXTENSIONS=YES',
      '-lco',
      'FORCE_GPX_TRACK=YES',
      out,
    ],
  },
  {
    id: 'geojson',
    target: 1.5,
    file: 'out.geojson',
    ogr: (out) => ['-f', 'GeoJSON', '-lco', 'COORDINATE_PRECISION=6', out],
  },
  {
    id: 'csv',
    target: 1.5,
    file: 'out.csv',
    ogr: (out) => ['-f', 'CSV', '-lco', 'GEOMETRY=AS_WKT', out],
  },
  // A zipped shapefile, as ours is (GDAL writes .shz as a zip of .shp/.shx/.dbf/.prj).
  { id: 'shape', target: 3, file: 'out.shz', ogr: (out) => ['-f', 'ESRI Shapefile', out] },
  { id: 'xlsx', target: 3, file: 'out.xlsx', ogr: (out) => ['-f', 'XLSX', out] },
];

/**
 * Runs a command under /usr/bin/time: its wall seconds, CPU seconds (user and system) and
 * peak resident memory in MiB. On a loaded machine wall time is mostly waiting for a core;
 * CPU time shows the work itself.
 */
function timed(command, args) {
  const report = path.join(dir, 'time.txt');
  execFileSync('/usr/bin/time', ['-o', report, '-f', '%e %U %S %M', command, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [seconds, user, system, kib] = fs
    .readFileSync(report, 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  return { seconds, cpu: user + system, mib: kib / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const inputs = { features: featuresFile(FEATURES), track: trackFile(TRACK_POINTS) };
for (const [name, data] of Object.entries(inputs)) {
  fs.writeFileSync(path.join(dir, `${name}.geojson`), JSON.stringify(data));
}
console.log(
  `export: ${FEATURES} lines and a ${TRACK_POINTS}-point track, ${ROUNDS} alternating rounds, ` +
    `GDAL ${execFileSync('ogr2ogr', ['--version']).toString().trim()}`,
);
console.log(
  'input        format    ours s   ogr s   ratio  target  ours cpu  ogr cpu  cpu ratio  ours MiB  ogr MiB',
);
try {
  for (const input of Object.keys(inputs)) {
    if (ONLY_INPUTS && !ONLY_INPUTS.includes(input)) continue;
    const source = path.join(dir, `${input}.geojson`);
    for (const format of FORMATS) {
      if (ONLY_FORMATS && !ONLY_FORMATS.includes(format.id)) continue;
      const samples = { ours: [], ogr: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? ['ours', 'ogr'] : ['ogr', 'ours'];
        for (const who of order) {
          const out = path.join(dir, `${who}-${format.file}`);
          fs.rmSync(out, { force: true });
          samples[who].push(
            who === 'ours'
              ? timed(process.execPath, [convert, source, format.id, out])
              : timed('ogr2ogr', [...format.ogr(out), source]),
          );
        }
      }
      const ours = median(samples.ours.map((s) => s.seconds));
      const ogr = median(samples.ogr.map((s) => s.seconds));
      const oursCpu = median(samples.ours.map((s) => s.cpu));
      const ogrCpu = median(samples.ogr.map((s) => s.cpu));
      const oursMib = median(samples.ours.map((s) => s.mib));
      const ogrMib = median(samples.ogr.map((s) => s.mib));
      console.log(
        `${input.padEnd(12)} ${format.id.padEnd(8)} ${ours.toFixed(2).padStart(7)} ${ogr.toFixed(2).padStart(7)} ` +
          `${(ours / ogr).toFixed(2).padStart(6)}× ${`≤ ${format.target}×`.padStart(7)} ` +
          `${oursCpu.toFixed(2).padStart(9)} ${ogrCpu.toFixed(2).padStart(8)} ${(oursCpu / ogrCpu).toFixed(2).padStart(9)}× ` +
          `${oursMib.toFixed(0).padStart(9)} ${ogrMib.toFixed(0).padStart(8)}`,
      );
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
