import { describe, expect, it } from 'vitest';
import { diseaseClass, liceClass, liceLimit } from './fish-health.js';
import { netLengthMetres, TOOL_TYPES, toolTypeOf } from './tool-types.js';
import { COAST_GUARD_PHONE } from './messages.js';

describe('lice limit (A42)', () => {
  it.each([
    [15, 0.5],
    [16, 0.2],
    [21, 0.2],
    [22, 0.5],
  ])('week %i: %f', (week, limit) => {
    expect(liceLimit(week)).toBe(limit);
  });

  it('takes a limit from the data first', () => {
    expect(liceLimit(18, 0.5)).toBe(0.5);
    expect(liceLimit(30, 0.3)).toBe(0.3);
    expect(liceLimit(30, null)).toBe(0.5);
  });
});

describe('lice theme (R25.03, R25.04)', () => {
  const reported = (lice: number) => ({ avgAdultFemaleLice: lice, hasReportedLice: true });
  it('is red above the limit and blue at or below it', () => {
    expect(liceClass(reported(0.51), 15)).toBe('aboveLimit');
    expect(liceClass(reported(0.5), 15)).toBe('belowLimit');
    expect(liceClass(reported(0.21), 16)).toBe('aboveLimit');
    expect(liceClass(reported(0.21), 22)).toBe('belowLimit');
    expect(liceClass(reported(0.2), 21)).toBe('belowLimit');
    expect(liceClass({ ...reported(0.4), liceLimit: 0.3 }, 30)).toBe('aboveLimit');
  });

  it('is grey when nothing was reported', () => {
    expect(liceClass({ hasReportedLice: false, avgAdultFemaleLice: 3 }, 10)).toBe('unreported');
    expect(liceClass({ hasReportedLice: true, avgAdultFemaleLice: null }, 10)).toBe('unreported');
  });
});

describe('disease theme (R25.01, R25.02)', () => {
  it('is PD, ISA (first when both) or none', () => {
    expect(diseaseClass({ hasPd: true })).toBe('pd');
    expect(diseaseClass({ hasIla: true })).toBe('isa');
    expect(diseaseClass({ hasPd: true, hasIla: true })).toBe('isa');
    expect(diseaseClass({})).toBe('none');
  });
});

describe('tool types (R24.25, A78)', () => {
  it('has the eleven filter types and unknown', () => {
    expect(TOOL_TYPES).toHaveLength(12);
  });

  it.each([
    ['NETS', 'nets'],
    ['LONGLINE', 'longline'],
    ['CRABPOT', 'crabpot'],
    ['DANPURSEINE', 'danishPurseSeine'],
    ['GENERIC', 'generic'],
    ['MOORING', 'mooringSystem'],
    ['SEISMIC', 'seismicSurveys'],
    ['SENSORBUOY', 'sensorBuoy'],
    ['SENSORCABLE', 'sensorCable'],
    ['PLANNEDCABLELAYING', 'plannedCableLaying'],
    ['CABLE', 'unprotectedCable'],
    ['UNDEFINED', 'unknown'],
    ['TRAWL', 'unknown'],
    ['nets', 'nets'],
    [null, 'unknown'],
  ])('%s → %s', (code, type) => {
    expect(toolTypeOf(code)).toBe(type);
  });

  it('gives net length in whole metres (R24.26)', () => {
    expect(netLengthMetres(349.6)).toBe(350);
    expect(netLengthMetres('120')).toBe(120);
    expect(netLengthMetres(0)).toBeNull();
    expect(netLengthMetres(undefined)).toBeNull();
  });
});

describe('failed-report text (R24.24, A49)', () => {
  it('has a phone number to put in the text', () => {
    expect(COAST_GUARD_PHONE).toMatch(/^\+47( \d{2}){4}$/);
  });
});
