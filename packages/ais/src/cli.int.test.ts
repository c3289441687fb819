import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeLines } from './decode/decoder.js';
import { buildCorpus } from './testing/corpus.js';
import type { AisMessage } from './types.js';

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

  it('writes exactly the JSON of the library objects for a large input across read chunks', () => {
    const lines = buildCorpus({ lines: 60_000, seed: 3 });
    const expected = decodeLines(lines).filter((m): m is AisMessage => !('error' in m));
    const plain = run(['decode'], lines.join('\n')).stdout.trim().split('\n');
    const withPayload = run(['decode', '--payload'], lines.join('\r\n')).stdout.trim().split('\n');
    expect(plain).toHaveLength(expected.length);
    expect(withPayload).toHaveLength(expected.length);
    for (let k = 0; k < expected.length; k++) {
      const { payload: _payload, fillBits: _fillBits, ...lean } = expected[k]!;
      // Compared as text, so any difference in escaping or number form shows, and parsed.
      if (withPayload[k] !== JSON.stringify(expected[k]))
        expect(withPayload[k]).toBe(JSON.stringify(expected[k]));
      if (plain[k] !== JSON.stringify(lean)) expect(plain[k]).toBe(JSON.stringify(lean));
    }
    expect(withPayload.map((l) => JSON.parse(l) as unknown)).toEqual(expected);
  });

  it('decodes receiver framings: NAIS fields after the checksum, leading times, $VDM', () => {
    const body = NCA.slice(NCA.lastIndexOf('\\') + 1);
    const input = [`${body},b003669700,1700000000`, `1700000001 ${body}`, `$${body.slice(1)}`].join(
      '\n',
    );
    const out = run(['decode'], input)
      .stdout.trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toMatchObject([
      { mmsi: 257_825_000, source: 'b003669700', msgtime: '2023-11-14T22:13:20.000Z' },
      { mmsi: 257_825_000, source: null, msgtime: '2023-11-14T22:13:21.000Z' },
      { mmsi: 257_825_000 },
    ]);
  });

  it.each([['decode'], ['simulate']])('%s --help prints the usage and exits 0', (command) => {
    const r = run([command, '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`havkart-ais ${command}`);
    expect(r.stderr).toBe('');
  });

  it('stops quietly with exit 0 when the reader goes away (| head)', () => {
    const lines = buildCorpus({ lines: 200_000, seed: 5 }).join('\n');
    // pipefail: the exit status is the decoder's, not head's.
    const script = 'set -o pipefail; "$0" --import tsx "$1" decode | head -n 2';
    const r = spawnSync('bash', ['-c', script, process.execPath, CLI], {
      input: lines,
      encoding: 'latin1',
      maxBuffer: 1 << 28,
    });
    expect(r.stdout.trim().split('\n')).toHaveLength(2);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
