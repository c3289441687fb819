import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, 'test.mjs');
/** Every stage but the system packages, whose outcome depends on the machine. */
const STAGES = [
  'dependencies',
  'typecheck and build',
  'web build',
  'lint',
  'format',
  'unit tests',
  'integration tests',
  'browser tests',
];

const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-bin-'));
const results = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-results-'));
afterAll(() => {
  fs.rmSync(bin, { recursive: true, force: true });
  fs.rmSync(results, { recursive: true, force: true });
});

/**
 * Runs `npm test`'s script with a PATH holding only `bin`, so no real npm, npx or apt-get
 * can run: every stage fails fast instead of starting the real suites.
 */
function runScript(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {
    env: {
      PATH: bin,
      HOME: os.tmpdir(),
      TEST_STAGES: STAGES.join(','),
      // Never touch the reports of a real run going on at the same time.
      TEST_RESULTS_DIR: results,
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = result.stdout.trimEnd().split('\n');
  return {
    status: result.status,
    stdout: result.stdout,
    output: result.stdout + result.stderr,
    lines,
  };
}

/** Running, not ended: an ended process waits as a zombie until its new parent reaps it. */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return false;
  }
}

function expectClosingLines(lines: string[], testsFailed: number): void {
  expect(lines.at(-1)).toBe(`0 passed, ${testsFailed} failed`);
  expect(lines.at(-2)).toMatch(/^checks: \d+ passed, [1-9]\d* failed$/);
}

function expectStageTimes(stdout: string, stages = STAGES): void {
  const table = stdout.slice(stdout.indexOf('Stage times:'));
  for (const name of stages) expect(table).toMatch(new RegExp(`\\n  ${name} +\\d+\\.\\d s`));
}

describe('npm test script', () => {
  it('ends with both closing lines when npm and npx cannot be launched', () => {
    // Without the install step, whose outcome depends on how fresh node_modules is.
    const run = runScript([], { TEST_STAGES: STAGES.slice(1).join(',') });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/npx (tsc|vitest).* was not found on PATH/);
    // Each test stage that could not start counts as one failed test.
    expectClosingLines(run.lines, 3);
    expectStageTimes(run.stdout, STAGES.slice(1));
    expect(run.lines.at(-2)).toBe('checks: 0 passed, 4 failed');
  });

  it('ends with both closing lines when npm ci fails, and runs nothing after it', () => {
    fs.writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\nexit 3\n', { mode: 0o755 });
    try {
      const run = runScript(['--clean-install']);
      expect(run.status).toBe(1);
      expect(run.output).toContain('npm ci --no-audit --no-fund failed with exit code 3');
      expect(run.stdout).toContain('=== unit tests: not run, set-up failed');
      expectClosingLines(run.lines, 3);
      expectStageTimes(run.stdout);
    } finally {
      fs.rmSync(path.join(bin, 'npm'));
    }
  });

  it('runs every stage within its 45-minute budget, and none once it is spent', () => {
    const within = runScript([], {
      TEST_STAGES: STAGES.slice(1).join(','),
      HAVKART_TEST_SPENT_MS: String(44 * 60_000),
    });
    expect(within.stdout).not.toContain('budget is spent');
    const spent = runScript([], {
      TEST_STAGES: STAGES.slice(1).join(','),
      HAVKART_TEST_SPENT_MS: String(45 * 60_000),
    });
    expect(spent.status).toBe(1);
    for (const name of STAGES.slice(1)) {
      expect(spent.stdout).toContain(`=== ${name}: not run, the 45-minute budget is spent`);
    }
    expectClosingLines(spent.lines, 3);
    expect(spent.lines.at(-2)).toBe('checks: 0 passed, 4 failed');
  });

  it('lists the stage times in the order of the stages, also those run two at a time', () => {
    const run = runScript([], { TEST_STAGES: STAGES.slice(1).join(',') });
    const table = run.stdout.slice(run.stdout.indexOf('Stage times:')).split('\n').slice(1);
    const names = table.map((line) => /^ {2}(.+?) {2,}/.exec(line)?.[1]?.trim()).filter(Boolean);
    expect(names).toEqual([...STAGES.slice(1), 'total']);
    // Stages sharing the machine print their output as one block each, with their name.
    expect(run.stdout).toContain('=== lint: output');
    expect(run.stdout).toMatch(/\n {2}lint +\d+\.\d s {2}FAILED.*\(two at a time\)/);
  });

  it('ends with both closing lines when the system package step fails', () => {
    const run = runScript([], {
      HAVKART_TEST_FAIL_STAGE: 'system packages',
      TEST_STAGES: ['system packages', ...STAGES].join(','),
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('=== system packages: FAILED');
    expect(run.stdout).toContain('=== dependencies: not run, set-up failed');
    expect(run.lines.at(-2)).toBe('checks: 0 passed, 6 failed');
    expectClosingLines(run.lines, 3);
  });

  it('ends what a stage started, not only its command, when the stage runs out of time', async () => {
    // An `npx` that starts a long-lived process of its own (as Vitest starts workers, browsers
    // and servers) and waits; the stage is given about three seconds of the budget.
    const fakeBin = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-npx-'));
    const pidFile = path.join(fakeBin, 'started.pid');
    fs.writeFileSync(
      path.join(fakeBin, 'npx'),
      `#!/bin/sh\n/bin/sleep 300 &\necho $! > ${pidFile}\nwait\n`,
      { mode: 0o755 },
    );
    try {
      const run = runScript([], {
        PATH: fakeBin,
        TEST_STAGES: 'unit tests',
        HAVKART_TEST_SPENT_MS: String(45 * 60_000 - 3_000),
      });
      expect(run.stdout).toContain('ran out of time');
      const started = Number(fs.readFileSync(pidFile, 'utf8'));
      await expect.poll(() => running(started), { timeout: 30_000, interval: 100 }).toBe(false);
    } finally {
      fs.rmSync(fakeBin, { recursive: true, force: true });
    }
  });
});
