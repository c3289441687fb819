import { describe, expect, it } from 'vitest';
import {
  facilityReport,
  localTimeToIso,
  sensorReport,
  typedNumber,
  typedPositions,
  type FacilityDraft,
} from './report-form.rules.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const ID = '0b1c2d3e-0000-4000-8000-000000000001';
const draft: FacilityDraft = {
  kind: 'deployed',
  toolTypeCode: 'NETS',
  positions: [{ lat: '68,1', lon: '14.9' }],
  time: '2026-03-10T08:00',
  toolId: '',
  netLength: '450',
  comment: '',
};

describe('report form rules', () => {
  it('reads typed numbers with a decimal comma', () => {
    expect(typedNumber('68,25')).toBe(68.25);
    expect(typedNumber(' -14.5 ')).toBe(-14.5);
    expect(typedNumber('6x')).toBeNull();
    expect(typedNumber('')).toBeNull();
    expect(typedPositions([{ lat: '91', lon: '0' }])[0]!.valid).toBe(false);
  });

  it('makes a deployed report with its queue id', () => {
    const result = facilityReport(draft, ID, NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.kind).toBe('deployed');
    expect(result.request.body).toMatchObject({
      id: ID,
      geometry: { type: 'Point', coordinates: [14.9, 68.1] },
      toolTypeCode: 'NETS',
      setupTime: localTimeToIso('2026-03-10T08:00'),
      netLength: 450,
    });
  });

  it('names what is missing or wrong, as the server would', () => {
    const missing = facilityReport({ ...draft, positions: [], time: '' }, ID, NOW);
    expect(missing).toEqual({
      ok: false,
      errors: { geometry: 'Required field', setupTime: 'Required field' },
    });
    const half = facilityReport({ ...draft, positions: [{ lat: '68', lon: '' }] }, ID, NOW);
    expect(half).toEqual({ ok: false, errors: { geometry: 'Invalid value' } });
    const retrieved = facilityReport({ ...draft, kind: 'retrieved' }, ID, NOW);
    expect(retrieved).toEqual({ ok: false, errors: { toolId: 'Required field' } });
  });

  it('makes a LineString of several positions and a sensor report', () => {
    const line = facilityReport(
      { ...draft, kind: 'lost', positions: [draft.positions[0]!, { lat: '68.2', lon: '15' }] },
      ID,
      NOW,
    );
    expect(line.ok && line.request.body['geometry']).toMatchObject({ type: 'LineString' });
    expect(sensorReport({ sensorId: '', positions: [], time: '', comment: '' }, ID, NOW)).toEqual({
      ok: false,
      errors: {
        sensorId: 'Required field',
        geometry: 'Required field',
        setupTime: 'Required field',
      },
    });
  });
});
