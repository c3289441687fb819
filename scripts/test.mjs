// `npm test`: set-up, typecheck, build, lint, format, then unit, integration and browser
// tests, each timed. It always ends with two lines, whatever failed on the way:
//   checks: N passed, N failed   (set-up, typecheck, builds, lint, format)
//   N passed, N failed           (tests only)
// Under CI=true a skipped test counts as failed, so a suite that could not run (no
// PostgreSQL, no browser) never looks green.
//
// The checks (typecheck, lint, web build, format) each use one core, so they run two at a
// time on CI's two cores. Test stages run one after another: each already spreads over both
// cores (Vitest workers, or a server beside a browser), and unit beside integration took
// 260 s and 199 s where one after the other took 79 s each. Browser tests run last, because
// a loaded machine makes a real browser miss frames. A stage that runs beside another has
// its output held and printed as one block when it ends.
//
// Options: `--clean-install` runs `npm ci` even when node_modules looks current (CI).
// TEST_STAGES=<name>,<name> runs only the named stages (e.g. `TEST_STAGES='unit tests'`).
// HAVKART_TEST_FAIL_STAGE=<stage name> makes that stage fail as if its command could not be
// launched, and HAVKART_TEST_SPENT_MS=<ms> starts the run as if that much of its budget were
// gone; the script's own tests use them to show the closing lines survive every failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SetupError, ensureDependencies, root } from './lib/setup.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const ci = process.env.CI === 'true';
const cleanInstall = process.argv.includes('--clean-install');
const forcedFailure = process.env.HAVKART_TEST_FAIL_STAGE;
const selected = process.env.TEST_STAGES?.split(',').map((name) => name.trim());
const started = Date.now() - Number(process.env.HAVKART_TEST_SPENT_MS ?? 0);
/**
 * Past this the run fails by itself, before CI's own limit kills it without a summary. A
 * quiet run takes about ten minutes; a loaded machine may take three times as long, which
 * should make it slow, not red.
 */
const BUDGET_MS = 45 * 60 * 1000;
/** Vitest's JSON reports; TEST_RESULTS_DIR moves them (the script's own tests do). */
const resultsDir = process.env.TEST_RESULTS_DIR ?? path.join(root, 'var', 'test-results');

const checks = { passed: 0, failed: 0 };
const tests = { passed: 0, failed: 0, skipped: 0 };
/** [name, ms, outcome, order] per stage; printed in the order the stages are declared. */
const timings = [];
let declared = 0;
/** Tests that failed once and passed on their retry (browser tests under CI retry once). */
const retried = [];
/** Set when set-up failed: later stages cannot mean anything, so they are not run. */
let setupFailed = false;

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Process groups are POSIX; elsewhere a command is ended alone. */
const groups = process.platform !== 'win32';
/** Commands running now, each leading its own process group. */
const running = new Set();

/** Ends a command and everything it started. */
function endGroup(child, signal) {
  try {
    if (groups && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone.
  }
}

// A command in its own group no longer hears the terminal's Ctrl-C: pass it on, and end
// this script with it once they are gone.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) endGroup(child, signal);
    process.exitCode = 128 + (signal === 'SIGINT' ? 2 : 15);
    setTimeout(() => process.exit(), 5000).unref();
    if (running.size === 0) process.exit();
  });
}

/**
 * Runs a command to its end without blocking the other stage running beside it. `held`
 * keeps its output (stdout and stderr together) to print as one block afterwards; otherwise
 * it goes straight to the terminal. Throws a SetupError when the command cannot start or
 * runs out of time, with the same words as the set-up steps' `run`.
 */
function runCommand(command, args, { timeout, env, held }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: env ?? process.env,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, so that running out of time ends what it started too (npx's
      // Vitest, its workers, their browsers and servers), not npx alone.
      detached: groups,
    });
    if (groups) running.add(child);
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      endGroup(child, 'SIGKILL');
    }, timeout);
    child.once('error', (error) => {
      clearTimeout(timer);
      const why =
        error.code === 'ENOENT' ? 'was not found on PATH' : `could not start (${error.message})`;
      reject(new SetupError(`${command} ${args.join(' ')} ${why}`));
    });
    child.once('close', (status) => {
      running.delete(child);
      clearTimeout(timer);
      if (timedOut) reject(new SetupError(`${command} ${args.join(' ')} ran out of time`));
      else resolve(status ?? 1);
    });
  });
}

/**
 * Runs one stage and records its outcome; nothing a stage does (a missing command, a thrown
 * error, the budget running out) can end the run before the closing lines. `beside` names
 * the stages it shares the two lanes with; then its output is held until it ends.
 */
async function stage(name, kind, fn, beside = []) {
  const order = declared++;
  if (selected && !selected.includes(name)) return;
  const tally = kind === 'tests' ? tests : checks;
  const left = BUDGET_MS - (Date.now() - started);
  const skipReason =
    left <= 0 ? `the ${BUDGET_MS / 60000}-minute budget is spent` : setupFailed && 'set-up failed';
  if (skipReason) {
    process.stdout.write(`\n=== ${name}: not run, ${skipReason}\n`);
    tally.failed += 1;
    timings.push([name, 0, `not run (${skipReason})`, order]);
    return;
  }
  const held = beside.length > 0 ? [] : undefined;
  const note = held ? ` (two at a time with ${beside.join(', ')}; output when it ends)` : '';
  process.stdout.write(`\n=== ${name}${note}\n`);
  const t0 = Date.now();
  let outcome;
  try {
    if (forcedFailure === name) throw new SetupError(`${name} failed to launch (forced)`);
    outcome = await fn({ timeout: left, held });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    (held ?? []).push(Buffer.from(`\n${name} failed: ${message}\n`));
    if (!held) process.stderr.write(`\n${name} failed: ${message}\n`);
    tally.failed += 1;
    if (kind === 'setup') setupFailed = true;
    outcome = `FAILED (${message})`;
  }
  const ms = Date.now() - t0;
  timings.push([name, ms, held ? `${outcome} (two at a time)` : outcome, order]);
  if (held) {
    process.stdout.write(`\n=== ${name}: output\n`);
    process.stdout.write(Buffer.concat(held));
  }
  process.stdout.write(`=== ${name}: ${outcome} in ${seconds(ms)}\n`);
}

/**
 * Runs stages at most two at a time, in the order given: a pool the size of CI's cores.
 * Each is [name, kind, fn]; only the stages TEST_STAGES selects count.
 */
async function together(stages) {
  const runnable = stages.filter(([name]) => !selected || selected.includes(name));
  const names = runnable.map(([name]) => name);
  const queue = [...stages];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, kind, fn] = next;
      await stage(
        name,
        kind,
        fn,
        names.filter((other) => other !== name),
      );
    }
  };
  // Stages not selected are recorded in order by the lane that takes them, and cost nothing.
  await Promise.all(runnable.length > 1 ? [lane(), lane()] : [lane()]);
}

/** A set-up step or check that is one pass or one fail. */
function step(fn) {
  return async (io) => {
    const ok = (await fn(io)) !== false;
    if (ok) checks.passed += 1;
    else checks.failed += 1;
    return ok ? 'ok' : 'FAILED';
  };
}

function command(name, args) {
  return step(async ({ timeout, held }) => (await runCommand(name, args, { timeout, held })) === 0);
}

/**
 * Prettier over the files git tracks: a fresh clone's tree exactly, whatever else lies in a
 * working copy (build output, scratch files, work not yet added).
 */
function formatCheck() {
  return step(async ({ timeout, held }) => {
    const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
    if (listed.error || listed.status !== 0) {
      throw new SetupError(`git ls-files failed (${listed.error?.message ?? listed.stderr})`);
    }
    const files = listed.stdout
      .split('\0')
      .filter((file) => file && fs.existsSync(path.join(root, file)));
    const args = ['prettier', '--check', '--ignore-unknown', ...files];
    return (await runCommand('npx', args, { timeout, held })) === 0;
  });
}

/** A Vitest project; its JSON report supplies the counts. */
function vitest(project) {
  return async ({ timeout, held }) => {
    fs.mkdirSync(resultsDir, { recursive: true });
    const report = path.join(resultsDir, `${project}.json`);
    const retriedReport = path.join(resultsDir, `${project}.retried.json`);
    fs.rmSync(report, { force: true });
    fs.rmSync(retriedReport, { force: true });
    const status = await runCommand(
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
      { timeout, held, env: { ...process.env, HAVKART_RETRIED_REPORT: retriedReport } },
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

await stage(
  'system packages',
  'setup',
  step(() => ensureSystemPackages()),
);
await stage(
  'dependencies',
  'setup',
  step(() => ensureDependencies({ clean: cleanInstall })),
);
// None of these needs another's output: the web build bundles TypeScript sources itself.
await together([
  ['typecheck and build', 'check', command('npx', ['tsc', '-b'])],
  ['web build', 'check', command('npm', ['run', 'build', '-w', 'apps/web'])],
  ['lint', 'check', command('npx', ['eslint', '.', '--max-warnings', '0'])],
  ['format', 'check', formatCheck()],
]);
await stage('unit tests', 'tests', vitest('unit'));
await stage('integration tests', 'tests', vitest('integration'));
// Needs the built server and web app from the stages above.
await stage('browser tests', 'tests', vitest('browser'));

process.stdout.write('\nStage times:\n');
timings.sort((a, b) => a[3] - b[3]);
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
