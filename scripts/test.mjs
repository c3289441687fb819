// `npm test`: typecheck, lint, unit, integration and browser tests, each timed, closing with
// one line `N passed, N failed` over all of them. Under CI=true a skipped test counts as
// failed, so a suite that could not run (no PostgreSQL, no browser) never looks green.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root, run } from './lib/setup.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const ci = process.env.CI === 'true';
const started = Date.now();
/** Past this the run fails by itself, before CI's own limit kills it without a summary. */
const BUDGET_MS = 25 * 60 * 1000;
const resultsDir = path.join(root, 'var', 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function stage(name, fn) {
  const left = BUDGET_MS - (Date.now() - started);
  if (left <= 0) {
    process.stdout.write(`\n${name}: not run, the ${BUDGET_MS / 60000}-minute budget is spent\n`);
    totals.failed += 1;
    timings.push([name, 0, 'not run']);
    return;
  }
  process.stdout.write(`\n=== ${name}\n`);
  const t0 = Date.now();
  const outcome = fn(left);
  timings.push([name, Date.now() - t0, outcome]);
}

/** A check that is one pass or one fail (typecheck, lint). */
function check(command, args) {
  return (timeout) => {
    const ok = run(command, args, { timeout }) === 0;
    if (ok) totals.passed += 1;
    else totals.failed += 1;
    return ok ? 'ok' : 'FAILED';
  };
}

/** A Vitest project; its JSON report supplies the counts. */
function vitest(project) {
  return (timeout) => {
    const report = path.join(resultsDir, `${project}.json`);
    fs.rmSync(report, { force: true });
    const status = run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { timeout },
    );
    if (!fs.existsSync(report)) {
      totals.failed += 1;
      return `FAILED (exit ${status}, no report)`;
    }
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    let failed = r.numFailedTests ?? 0;
    // A file that failed to load has no tests to count; count it once.
    failed += (r.testResults ?? []).filter(
      (file) => file.status === 'failed' && file.assertionResults?.length === 0,
    ).length;
    if (status !== 0 && failed === 0) failed = 1;
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += failed + (ci ? skipped : 0);
    totals.skipped += ci ? 0 : skipped;
    const note = skipped ? `, ${skipped} skipped${ci ? ' (counted as failed under CI)' : ''}` : '';
    return `${r.numPassedTests} passed, ${failed} failed${note}`;
  };
}

stage('system packages', () => (ensureSystemPackages(), 'ok'));
stage('dependencies', () => (ensureDependencies(), 'ok'));
stage('typecheck and build', check('npx', ['tsc', '-b']));
stage('web build', check('npm', ['run', 'build', '-w', 'apps/web']));
stage('lint', check('npx', ['eslint', '.', '--max-warnings', '0']));
stage('format', check('npx', ['prettier', '--check', '.']));
stage('unit tests', vitest('unit'));
stage('integration tests', vitest('integration'));
stage('browser tests', vitest('browser'));

process.stdout.write('\nStage times:\n');
for (const [name, ms, outcome] of timings) {
  process.stdout.write(`  ${name.padEnd(20)} ${seconds(ms).padStart(8)}  ${outcome}\n`);
}
process.stdout.write(`  ${'total'.padEnd(20)} ${seconds(Date.now() - started).padStart(8)}\n\n`);
const skippedNote = totals.skipped ? `, ${totals.skipped} skipped` : '';
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed${skippedNote}\n`);
process.exit(totals.failed > 0 ? 1 : 0);
