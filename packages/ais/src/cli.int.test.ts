import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeLines } from './decode/decoder.js';
import { buildCorpus } from './testing/corpus.js';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

function run(
  args: string[],
  input = '',
): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    input,
    encoding: 'latin1',
    maxBuffer: 1 << 28,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const NCA = '\\s:2573205,c:1729600995*06\\!BSVDM,1,1,,A,33mpHr50000IWTPQep@rV8dP0DNJ,0*6B';
const FIRST_OF_TWO =
  '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C';

describe('havkart-ais CLI', () => {
  it('prints help and exits 0', () => {
    const r = run(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('havkart-ais decode');
    expect(r.stdout).toContain('simulate');
  });

  it.each([[[]], [['decode', '--bogus']], [['frobnicate']]])(
    'exits 2 with usage for %j',
    (args) => {
      const r = run(args);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('Usage');
      expect(r.stdout).toBe('');
    },
  );

  it('writes messages and, with --errors, errors in input order', () => {
    const input = [NCA, 'garbage', FIRST_OF_TWO, `${NCA.slice(0, -1)}C`, NCA].join('\r\n');
    const r = run(['decode', '--errors'], input);
    expect(r.status).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toEqual([
      expect.objectContaining({ messageType: 3, mmsi: 257_825_000, source: '2573205' }),
      { error: 'malformed_sentence', source: null, line: 2 },
      { error: 'bad_checksum', source: '2573205', line: 4 },
      expect.objectContaining({ messageType: 3 }),
      { error: 'incomplete', source: null, line: 3 },
    ]);
  });

  it('reports an over-long line once and carries on', () => {
    const r = run(['decode', '--errors'], `${NCA}\n${'x'.repeat(300_000)}\n${NCA}\n`);
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as object),
    ).toEqual([
      expect.objectContaining({ mmsi: 257_825_000 }),
      { error: 'malformed_sentence', source: null, line: 2 },
      expect.objectContaining({ mmsi: 257_825_000 }),
    ]);
  });

  it('leaves errors out without --errors', () => {
    const r = run(['decode'], `garbage\n${NCA}`);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('decodes a large input across read chunks exactly like the library', () => {
    const lines = buildCorpus({ lines: 60_000, seed: 3 });
    const r = run(['decode'], lines.join('\n'));
    const expected = decodeLines(lines).filter((m) => !('error' in m));
    const got = r.stdout.trim().split('\n');
    expect(got).toHaveLength(expected.length);
    expect(got).toEqual(expected.map((m) => JSON.stringify(m)));
  });
});
