import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { parseAisSources, SourceUrlError } from './source-url.js';
import { reconnectDelay } from './tcp-source.js';

describe('AIS_SOURCES', () => {
  it('parses every kind of source', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-src-')), 'r.nmea');
    fs.writeFileSync(file, '');
    expect(
      parseAisSources(
        `tcp://153.44.253.27:5631, udp://0.0.0.0:10110,file://${file}?rate=max&loop=true,sim://?vessels=20&seed=3`,
      ),
    ).toEqual([
      { kind: 'tcp', url: 'tcp://153.44.253.27:5631', host: '153.44.253.27', port: 5631 },
      { kind: 'udp', url: 'udp://0.0.0.0:10110', host: '0.0.0.0', port: 10110 },
      {
        kind: 'file',
        url: `file://${file}?rate=max&loop=true`,
        path: file,
        rate: 'max',
        loop: true,
      },
      { kind: 'sim', url: 'sim://?vessels=20&seed=3', vessels: 20, seed: 3, speed: 1 },
    ]);
    expect(parseAisSources('')).toEqual([]);
  });

  it.each([
    ['http://example.org', 'unknown scheme'],
    ['tcp://example.org', 'port'],
    ['tcp://:5631', 'host'],
    ['nonsense', 'not a URL'],
    ['file:///no/such/recording.nmea', 'cannot read /no/such/recording.nmea'],
    ['file:///tmp?rate=fast', 'rate'],
    ['sim://?vessels=-4', 'vessels'],
  ])('refuses %s, naming the source', (value, words) => {
    expect(() => parseAisSources(value)).toThrow(SourceUrlError);
    expect(() => parseAisSources(value)).toThrow(words);
    expect(() => parseAisSources(value)).toThrow(value.split('?')[0]!);
  });

  it('defaults to the simulator unless set, and an empty value means no source', () => {
    expect(loadConfig({}).aisSources).toEqual([
      { kind: 'sim', url: 'sim://?vessels=1500&seed=1', vessels: 1500, seed: 1, speed: 1 },
    ]);
    expect(loadConfig({ AIS_SOURCES: '' }).aisSources).toEqual([]);
    expect(() => loadConfig({ AIS_SOURCES: 'tcp://x' })).toThrow('Invalid AIS_SOURCES');
  });
});

describe('tcp reconnect back-off', () => {
  it('doubles up to the cap, with jitter between half and all of it', () => {
    expect([0, 1, 2, 3, 10].map((n) => reconnectDelay(n, 1000, 60_000, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 60_000,
    ]);
    expect(reconnectDelay(3, 1000, 60_000, () => 0)).toBe(4000);
  });
});
