import { AisEncoder, createAisDecoder, type AisMessage } from '@havkart/ais';
import { atonTypeCategory } from '@havkart/domain';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AtonRecordSchema } from './aton-record-schema.js';
import { LiveState } from './live-state.js';
import { atonMessage } from './representation.js';

const encoder = new AisEncoder({ talker: 'AI' });
const T0 = Date.parse('2026-03-01T06:00:00Z');

/** An aid as the live API sends it after a message 21 of the given type was heard. */
function heardAid(typeOfAidsToNavigation: number): unknown {
  const messages: AisMessage[] = [];
  const decoder = createAisDecoder({ onMessage: (m) => messages.push(m) });
  const lines = encoder.encode({
    messageType: 21,
    mmsi: 992570001,
    typeOfAidsToNavigation,
    name: 'HAVKART MARK',
    longitude: 5.3,
    latitude: 60.4,
  });
  for (const line of lines) decoder.write(line);
  const state = new LiveState();
  state.apply(messages[0]!, T0);
  return atonMessage(state.atons.get(992570001)!);
}

describe('aid-to-navigation record (spec 02 §3, R08.01)', () => {
  it('every type 0–31 gives a record of the schema, with the category of the shared rule', () => {
    for (let code = 0; code <= 31; code++) {
      const record = heardAid(code);
      expect([...Value.Errors(AtonRecordSchema, record)]).toEqual([]);
      expect(record).toMatchObject({
        mmsi: 992570001,
        name: 'HAVKART MARK',
        latitude: 60.4,
        longitude: 5.3,
        typeOfAidsToNavigation: code,
        atonTypeCategory: atonTypeCategory(code),
      });
    }
  });

  it('sends the category beside the code: cardinal, lateral, floating', () => {
    expect(heardAid(20)).toMatchObject({
      typeOfAidsToNavigation: 20,
      atonTypeCategory: 'cardinal',
    });
    expect(heardAid(25)).toMatchObject({ typeOfAidsToNavigation: 25, atonTypeCategory: 'lateral' });
    expect(heardAid(31)).toMatchObject({
      typeOfAidsToNavigation: 31,
      atonTypeCategory: 'floating',
    });
  });

  it('the schema refuses a record without its category or with a code past 31', () => {
    const record = heardAid(9) as Record<string, unknown>;
    const { atonTypeCategory: _dropped, ...without } = record;
    expect(Value.Check(AtonRecordSchema, without)).toBe(false);
    expect(Value.Check(AtonRecordSchema, { ...record, typeOfAidsToNavigation: 32 })).toBe(false);
    expect(Value.Check(AtonRecordSchema, { ...record, atonTypeCategory: 'buoy' })).toBe(false);
  });
});
