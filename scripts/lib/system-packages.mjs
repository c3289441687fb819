// Debian packages the test suites need. Installed with apt-get when missing and running as
// root; otherwise the run stops with a message naming what to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { SetupError } from './setup.mjs';

const REQUIRED = [
  { pkg: 'chromium', check: () => fs.existsSync('/usr/bin/chromium'), why: 'browser tests' },
  {
    pkg: 'fonts-noto-core',
    check: () => fs.existsSync('/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf'),
    why: 'text in browser screenshots',
  },
  {
    pkg: 'gpsd-clients',
    check: () => fs.existsSync('/usr/bin/gpsdecode'),
    why: 'the AIS decoder differential test',
  },
  {
    pkg: 'gdal-bin',
    check: () => fs.existsSync('/usr/bin/ogr2ogr'),
    why: 'reading downloads back with ogr2ogr',
  },
  {
    pkg: 'python3-gpxpy',
    check: () => pythonModule('gpxpy'),
    why: 'reading GPX downloads back with gpxpy',
  },
  {
    pkg: 'python3-openpyxl',
    check: () => pythonModule('openpyxl'),
    why: 'reading Excel downloads back with openpyxl',
  },
];

/** Whether Debian's Python (not another one on the PATH) can import the module. */
function pythonModule(name) {
  if (!fs.existsSync('/usr/bin/python3')) return false;
  return spawnSync('/usr/bin/python3', ['-c', `import ${name}`]).status === 0;
}

export function ensureSystemPackages() {
  const missing = REQUIRED.filter((entry) => !entry.check());
  if (missing.length === 0) return;
  const names = missing.map((entry) => entry.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new SetupError(
      `Missing Debian packages: ${missing.map((m) => `${m.pkg} (${m.why})`).join(', ')}. ` +
        `Install them with: sudo apt-get install -y ${names.join(' ')}`,
    );
  }
  process.stdout.write(`Installing ${names.join(', ')} with apt-get…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...names],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.error || result.status !== 0) {
      throw new SetupError(
        `apt-get ${args.join(' ')} failed: ${result.error?.message ?? `exit code ${result.status}`}`,
      );
    }
  }
}
