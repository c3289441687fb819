import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/config.js';

describe('live stream limits configuration', () => {
  it('defaults to 20 streams per client and 5,000 per process', () => {
    expect(loadConfig({}).live).toEqual({ maxStreamsPerClient: 20, maxStreams: 5000 });
    expect(loadConfig({ LIVE_MAX_STREAMS_PER_CLIENT: '4', LIVE_MAX_STREAMS: '100' }).live).toEqual({
      maxStreamsPerClient: 4,
      maxStreams: 100,
    });
  });

  it.each([
    ['LIVE_MAX_STREAMS', 'many'],
    ['LIVE_MAX_STREAMS', '0'],
    ['LIVE_MAX_STREAMS_PER_CLIENT', '-1'],
    ['LIVE_MAX_STREAMS_PER_CLIENT', '2.5'],
  ])('names the bad variable %s=%s', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid ${variable}:`));
  });

  it('refuses a per-client limit above the per-process one', () => {
    expect(() => loadConfig({ LIVE_MAX_STREAMS: '10', LIVE_MAX_STREAMS_PER_CLIENT: '11' })).toThrow(
      /^Invalid LIVE_MAX_STREAMS_PER_CLIENT: must not be above LIVE_MAX_STREAMS \(10\)/,
    );
  });
});
