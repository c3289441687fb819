import { describe, expect, it } from 'vitest';
import { isWarningShown, SEVERITY_COLOURS, severityColour } from './warnings.js';

const selected = Date.parse('2026-03-01T12:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('weather-warning window (R15.19–R15.20, A65)', () => {
  it('shows a warning taking effect 1 h 30 min after the selected time', () => {
    expect(isWarningShown(at('2026-03-01T13:30:00Z'), null, selected)).toBe(true);
  });

  it('hides one taking effect 1 h 31 min after it', () => {
    expect(isWarningShown(at('2026-03-01T13:31:00Z'), null, selected)).toBe(false);
  });

  it('shows one without an effective time, or already in effect', () => {
    expect(isWarningShown(null, null, selected)).toBe(true);
    expect(isWarningShown(at('2026-03-01T06:00:00Z'), at('2026-03-02T00:00Z'), selected)).toBe(
      true,
    );
  });

  it('hides one that expired before the selected time; expiring at it still shows', () => {
    expect(isWarningShown(null, selected - 60_000, selected)).toBe(false);
    expect(isWarningShown(null, selected, selected)).toBe(true);
  });
});

describe('severity colours (R15.22)', () => {
  it('Extreme red, Severe orange, Moderate yellow', () => {
    expect(severityColour('Extreme')).toBe(SEVERITY_COLOURS.Extreme);
    expect(SEVERITY_COLOURS.Extreme).toBe('#d7261e');
    expect(SEVERITY_COLOURS.Severe).toBe('#f28705');
    expect(SEVERITY_COLOURS.Moderate).toBe('#f2d600');
    expect(severityColour('Minor')).toBeNull();
    expect(severityColour(undefined)).toBeNull();
  });
});
