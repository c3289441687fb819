import { describe, expect, it } from 'vitest';
import { toolReportKind } from '../permissions/rules.js';
import {
  geometryToPositions,
  isToolGeometry,
  positionsToGeometry,
  positionsValid,
} from './positions.js';
import {
  checkFacilityChange,
  checkSensorDeployment,
  FACILITY_CHANGE_KINDS,
  REQUIRED_FIELDS,
} from './reports.js';
import { checkContainerReport } from './container-report.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const point = { type: 'Point', coordinates: [14.5, 68.2] };
const complete = {
  geometry: point,
  setupTime: '2026-03-10T08:00:00Z',
  lostTime: '2026-03-10T09:00:00Z',
  resetTime: '2026-03-10T10:00:00Z',
  removedTime: '2026-03-10T11:00:00Z',
  toolTypeCode: 'NETS',
  toolId: 'tool-1',
};

describe('report kind (R24.01)', () => {
  it.each([
    ['a researcher with both policies', ['BwReportSensors', 'BwReportFishingFacility'], 'sensor'],
    ['a fisher', ['BwReportFishingFacility'], 'fishingFacility'],
    ['a visitor', [], null],
  ] as const)('%s', (_who, policies, kind) => {
    expect(toolReportKind({ policies: [...policies] })).toBe(kind);
  });
});

describe('required fields per kind (R24.02–R24.07)', () => {
  it('has the four kinds', () => {
    expect(FACILITY_CHANGE_KINDS).toEqual(['deployed', 'lost', 'reset', 'retrieved']);
  });

  it.each([
    ['deployed', ['geometry', 'setupTime', 'toolTypeCode']],
    ['lost', ['geometry', 'lostTime', 'toolTypeCode']],
    ['reset', ['resetTime', 'toolId']],
    ['retrieved', ['removedTime', 'toolId']],
  ] as const)('%s requires %j and nothing else', (kind, fields) => {
    expect(REQUIRED_FIELDS[kind]).toEqual(fields);
    expect(checkFacilityChange(kind, {}, NOW)).toEqual(
      Object.fromEntries(fields.map((f) => [f, 'Required field'])),
    );
    expect(checkFacilityChange(kind, complete, NOW)).toEqual({});
    for (const field of fields) {
      const { [field]: _left, ...rest } = complete;
      expect(Object.keys(checkFacilityChange(kind, rest, NOW))).toEqual([field]);
    }
  });

  it('takes blank text as missing', () => {
    expect(checkFacilityChange('reset', { resetTime: ' ', toolId: '' }, NOW)).toEqual({
      resetTime: 'Required field',
      toolId: 'Required field',
    });
  });

  it('refuses an unknown tool type code, a bad geometry and a bad time', () => {
    expect(
      checkFacilityChange(
        'deployed',
        {
          geometry: { type: 'Polygon', coordinates: [] },
          setupTime: 'yesterday',
          toolTypeCode: 'TRAWL',
        },
        NOW,
      ),
    ).toEqual({
      geometry: 'Invalid value',
      setupTime: 'Invalid value',
      toolTypeCode: 'Invalid value',
    });
  });

  it('accepts a time up to 24 h ahead and refuses one later', () => {
    const at = (t: string) => checkFacilityChange('reset', { resetTime: t, toolId: 'x' }, NOW);
    expect(at('2026-03-11T12:00:00Z')).toEqual({});
    expect(at('2026-03-11T12:00:01Z')).toEqual({ resetTime: 'Invalid value' });
    expect(at('2026-03-10T13:00:00+01:00')).toEqual({});
  });

  it('checks the optional net length and comment', () => {
    const base = { resetTime: complete.resetTime, toolId: 'x' };
    expect(checkFacilityChange('reset', { ...base, netLength: 350 }, NOW)).toEqual({});
    expect(checkFacilityChange('reset', { ...base, netLength: -1 }, NOW)).toEqual({
      netLength: 'Invalid value',
    });
    expect(checkFacilityChange('reset', { ...base, comment: 'x'.repeat(1001) }, NOW)).toEqual({
      comment: 'Invalid value',
    });
  });

  it('requires sensorId, geometry and setupTime of a sensor (A77)', () => {
    expect(checkSensorDeployment({}, NOW)).toEqual({
      sensorId: 'Required field',
      geometry: 'Required field',
      setupTime: 'Required field',
    });
    expect(
      checkSensorDeployment(
        { sensorId: 'S-1', geometry: point, setupTime: complete.setupTime },
        NOW,
      ),
    ).toEqual({});
  });
});

describe('tool positions (R24.08, R24.09)', () => {
  const a = { lat: 68.2, lon: 14.5, valid: true };
  const b = { lat: 68.3, lon: 14.6, valid: true };

  it('gives a Point for one position and a LineString for several', () => {
    expect(positionsToGeometry([a])).toEqual({ type: 'Point', coordinates: [14.5, 68.2] });
    expect(positionsToGeometry([a, b])).toEqual({
      type: 'LineString',
      coordinates: [
        [14.5, 68.2],
        [14.6, 68.3],
      ],
    });
  });

  it('is valid only with at least one position, each marked valid', () => {
    expect(positionsValid([])).toBe(false);
    expect(positionsValid([a, { ...b, valid: false }])).toBe(false);
    expect(positionsValid([a, b])).toBe(true);
    expect(positionsValid([{ lat: 91, lon: 0, valid: true }])).toBe(false);
    expect(positionsToGeometry([a, { ...b, valid: false }])).toBeNull();
  });

  it('reads a geometry back into valid positions', () => {
    expect(geometryToPositions(positionsToGeometry([a, b])!)).toEqual([a, b]);
  });

  it('accepts Points and LineStrings only', () => {
    expect(isToolGeometry(point)).toBe(true);
    expect(isToolGeometry({ type: 'LineString', coordinates: [[1, 2]] })).toBe(false);
    expect(isToolGeometry({ type: 'Point', coordinates: [200, 0] })).toBe(false);
    expect(isToolGeometry({ type: 'Point', coordinates: ['1', '2'] })).toBe(false);
    expect(isToolGeometry(null)).toBe(false);
  });
});

describe('container reports (A74)', () => {
  it('requires position, time and kind', () => {
    expect(checkContainerReport({}, NOW)).toEqual({
      geometry: 'Required field',
      observedTime: 'Required field',
      kind: 'Required field',
    });
    expect(
      checkContainerReport(
        { geometry: point, observedTime: '2026-03-10T07:00:00Z', kind: 'container' },
        NOW,
      ),
    ).toEqual({});
    expect(
      checkContainerReport(
        {
          geometry: {
            type: 'LineString',
            coordinates: [
              [1, 2],
              [3, 4],
            ],
          },
          observedTime: 'x',
          kind: 'ship',
        },
        NOW,
      ),
    ).toEqual({ geometry: 'Invalid value', observedTime: 'Invalid value', kind: 'Invalid value' });
  });
});
