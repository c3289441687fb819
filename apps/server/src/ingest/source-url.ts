/** `AIS_SOURCES`: a comma-separated list of source URLs, parsed and checked at start-up. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What `npm start` ingests when `AIS_SOURCES` is not set: the built-in simulator. */
export const DEFAULT_AIS_SOURCES = 'sim://?vessels=1500&seed=1';

export type SourceSpec =
  | { kind: 'tcp'; url: string; host: string; port: number }
  | { kind: 'udp'; url: string; host: string; port: number }
  | { kind: 'file'; url: string; path: string; rate: 'realtime' | 'max'; loop: boolean }
  | { kind: 'sim'; url: string; vessels: number; seed: number; speed: number };

export class SourceUrlError extends Error {
  constructor(
    readonly source: string,
    message: string,
  ) {
    super(`"${source}": ${message}`);
    this.name = 'SourceUrlError';
  }
}

function port(raw: string, source: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535) {
    throw new SourceUrlError(source, 'needs a port 1–65535');
  }
  return value;
}

function whole(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
  source: string,
): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new SourceUrlError(source, `${name} must be a number ${min}–${max}`);
  }
  return value;
}

function parseOne(source: string): SourceSpec {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new SourceUrlError(
      source,
      'is not a URL (tcp://host:port, udp://host:port, file:///path, sim://)',
    );
  }
  switch (url.protocol) {
    case 'tcp:':
    case 'udp:': {
      if (!url.hostname) throw new SourceUrlError(source, 'needs a host');
      const host = url.hostname.replace(/^\[|\]$/g, '');
      return {
        kind: url.protocol === 'tcp:' ? 'tcp' : 'udp',
        url: source,
        host,
        port: port(url.port, source),
      };
    }
    case 'file:': {
      const path = fileURLToPath(new URL(`file://${url.pathname}`));
      const rate = url.searchParams.get('rate') ?? 'realtime';
      if (rate !== 'realtime' && rate !== 'max')
        throw new SourceUrlError(source, 'rate must be realtime or max');
      const loop = url.searchParams.get('loop') ?? 'false';
      if (loop !== 'true' && loop !== 'false')
        throw new SourceUrlError(source, 'loop must be true or false');
      try {
        fs.accessSync(path, fs.constants.R_OK);
        if (!fs.statSync(path).isFile()) throw new Error('not a file');
      } catch {
        throw new SourceUrlError(source, `cannot read ${path}`);
      }
      return { kind: 'file', url: source, path, rate, loop: loop === 'true' };
    }
    case 'sim:':
      return {
        kind: 'sim',
        url: source,
        vessels: whole(url.searchParams, 'vessels', 1500, 1, 1_000_000, source),
        seed: whole(url.searchParams, 'seed', 1, 0, 2 ** 31, source),
        speed: whole(url.searchParams, 'speed', 1, 0.01, 1000, source),
      };
    default:
      throw new SourceUrlError(source, `unknown scheme ${url.protocol} (tcp, udp, file or sim)`);
  }
}

/** Parses `AIS_SOURCES`; an empty value means no source. Throws {@link SourceUrlError}. */
export function parseAisSources(raw: string): SourceSpec[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(parseOne);
}
