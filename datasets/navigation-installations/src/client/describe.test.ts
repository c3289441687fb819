import { describe, expect, it } from 'vitest';
import { describeInstallation } from './describe.js';
import { STRINGS } from './strings.js';

const light = {
  kind: 'lgt',
  shape: 'mark',
  globalid: 'demo-marstein',
  name: 'Marstein fyr',
  character: 'Oc(2) WRG 8s',
  rangenm: 14,
  lightcolour: 1,
  lightclassification: 1,
  isextinguished: false,
  sectorcount: 3,
};

describe('what the views say about a feature', () => {
  it('describes a light in Norwegian and English', () => {
    expect(describeInstallation(light, 'nb-NO')).toEqual({
      title: 'Marstein fyr',
      kind: 'Lykt',
      rows: [
        { label: 'Karakter', value: 'Oc(2) WRG 8s' },
        { label: 'Lysvidde', value: '14 nm' },
        { label: 'Farge', value: 'Hvit' },
        { label: 'Sektorer', value: '3' },
        { label: 'Status', value: 'I drift' },
        { label: 'Id', value: 'demo-marstein' },
      ],
    });
    const english = describeInstallation({ ...light, isextinguished: true }, 'en-US');
    expect(english.kind).toBe('Light');
    expect(english.rows).toContainEqual({ label: 'Status', value: 'Extinguished' });
  });

  it('says a floodlight is not shown as a light', () => {
    const rows = describeInstallation({ ...light, lightclassification: 4 }, 'en-US').rows;
    expect(rows).toContainEqual({ label: 'Status', value: 'Floodlight (not shown as a light)' });
  });

  it('describes a floating mark by its float type, and an unnamed one as such', () => {
    expect(
      describeInstallation(
        { kind: 'flt', shape: 'mark', globalid: 'b1', floattype: 'Spir' },
        'nb-NO',
      ),
    ).toEqual({
      title: 'Uten navn',
      kind: 'Flytende merke',
      rows: [
        { label: 'Type', value: 'Spir' },
        { label: 'Id', value: 'b1' },
      ],
    });
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});
