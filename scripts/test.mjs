// `npm test`: set-up, typecheck, build, lint, format, then unit, integration and browser
// tests, each timed. It always ends with two lines, whatever failed on the way:
//   checks: N passed, N failed   (set-up, typecheck, builds, lint, format)
//   N passed, N failed           (tests only)
// Under CI=true a skipped test counts as failed, so a suite that could not run (no
// PostgreSQL, no browser) never looks green.
//
// Options: `--clean-install` runs `npm ci` even when node_modules looks current (CI).
// TEST_STAGES=<name>,<name> runs only the named stages (e.g. `TEST_STAGES='unit tests'`).
// HAVKART_TEST_FAIL_STAGE=<stage name> makes that stage fail as if its command could not be
// launched; the script's own tests use it to show the closing lines survive every failure.
import fs from 'node:fs';
import path from 'node:path';
import { SetupError, ensureDependencies, root, run } from './lib/setup.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const ci = process.env.CI === 'true';
const cleanInstall = process.argv.includes('--clean-install');
const forcedFailure = process.env.HAVKART_TEST_FAIL_STAGE;
const selected = process.env.TEST_STAGES?.split(',').map((name) => name.trim());
const started = Date.now();
/** Past this the run fails by itself, before CI's own limit kills it without a summary. */
const BUDGET_MS = 25 * 60 * 1000;
/** Vitest's JSON reports; TEST_RESULTS_DIR moves them (the script's own tests do). */
const resultsDir = process.env.TEST_RESULTS_DIR ?? path.join(root, 'var', 'test-results');

const checks = { passed: 0, failed: 0 };
const tests = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
/** Tests that failed once and passed on their retry (browser tests under CI retry once). */
const retried = [];
/** Set when set-up failed: later stages cannot mean anything, so they are not run. */
let setupFailed = false;

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Runs one stage and records its outcome; nothing a stage does (a missing command, a thrown
 * error, the budget running out) can end the run before the closing lines.
 */
function stage(name, kind, fn) {
  if (selected && !selected.includes(name)) return;
  const tally = kind === 'tests' ? tests : checks;
  const left = BUDGET_MS - (Date.now() - started);
  const skipReason =
    left <= 0 ? `the ${BUDGET_MS / 60000}-minute budget is spent` : setupFailed && 'set-up failed';
  if (skipReason) {
    process.stdout.write(`\n=== ${name}: not run, ${skipReason}\n`);
    tally.failed += 1;
    timings.push([name, 0, `not run (${skipReason})`]);
    return;
  }
  process.stdout.write(`\n=== ${name}\n`);
  const t0 = Date.now();
  let outcome;
  try {
    if (forcedFailure === name) throw new SetupError(`${name} failed to launch (forced)`);
    outcome = fn(left);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\n${name} failed: ${message}\n`);
    tally.failed += 1;
    if (kind === 'setup') setupFailed = true;
    outcome = `FAILED (${message})`;
  }
  const ms = Date.now() - t0;
  timings.push([name, ms, outcome]);
  process.stdout.write(`=== ${name}: ${outcome} in ${seconds(ms)}\n`);
}

/** A set-up step or check that is one pass or one fail. */
function step(fn) {
  return (timeout) => {
    const ok = fn(timeout) !== false;
    if (ok) checks.passed += 1;
    else checks.failed += 1;
    return ok ? 'ok' : 'FAILED';
  };
}

function command(name, args) {
  return step((timeout) => run(name, args, { timeout, killSignal: 'SIGKILL' }) === 0);
}

/** A Vitest project; its JSON report supplies the counts. */
function vitest(project) {
  return (timeout) => {
    fs.mkdirSync(resultsDir, { recursive: true });
    const report = path.join(resultsDir, `${project}.json`);
    const retriedReport = path.join(resultsDir, `${project}.retried.json`);
    fs.rmSync(report, { force: true });
    fs.rmSync(retriedReport, { force: true });
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
        '--reporter=./scripts/lib/retried-reporter.mjs',
      ],
      {
        timeout,
        killSignal: 'SIGKILL',
        env: { ...process.env, HAVKART_RETRIED_REPORT: retriedReport },
      },
    );
    if (fs.existsSync(retriedReport)) {
      for (const name of JSON.parse(fs.readFileSync(retriedReport, 'utf8'))) retried.push(name);
    }
    if (!fs.existsSync(report)) {
      tests.failed += 1;
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
    tests.passed += r.numPassedTests ?? 0;
    tests.failed += failed + (ci ? skipped : 0);
    tests.skipped += ci ? 0 : skipped;
    const note = skipped ? `, ${skipped} skipped${ci ? ' (counted as failed under CI)' : ''}` : '';
    return `${r.numPassedTests} passed, ${failed} failed${note}`;
  };
}

stage(
  'system packages',
  'setup',
  step(() => ensureSystemPackages()),
);
stage(
  'dependencies',
  'setup',
  step(() => ensureDependencies({ clean: cleanInstall })),
);
stage('typecheck and build', 'check', command('npx', ['tsc', '-b']));
stage('web build', 'check', command('npm', ['run', 'build', '-w', 'apps/web']));
stage('lint', 'check', command('npx', ['eslint', '.', '--max-warnings', '0']));
stage('format', 'check', command('npx', ['prettier', '--check', '.']));
stage('unit tests', 'tests', vitest('unit'));
stage('integration tests', 'tests', vitest('integration'));
stage('browser tests', 'tests', vitest('browser'));

process.stdout.write('\nStage times:\n');
for (const [name, ms, outcome] of timings) {
  process.stdout.write(`  ${name.padEnd(20)} ${seconds(ms).padStart(8)}  ${outcome}\n`);
}
process.stdout.write(`  ${'total'.padEnd(20)} ${seconds(Date.now() - started).padStart(8)}\n\n`);
if (retried.length) {
  process.stdout.write(`Passed only on a retry (flaky, look into them):\n`);
  for (const name of retried) process.stdout.write(`  ${name}\n`);
  process.stdout.write('\n');
}
process.stdout.write(`checks: ${checks.passed} passed, ${checks.failed} failed\n`);
const skippedNote = tests.skipped ? `, ${tests.skipped} skipped` : '';
process.stdout.write(`${tests.passed} passed, ${tests.failed} failed${skippedNote}\n`);
process.exitCode = checks.failed + tests.failed > 0 ? 1 : 0;
