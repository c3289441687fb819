import { describe, expect, it } from 'vitest';
import { chosenBaseMap } from './base-map-choice.js';

const standard = { id: 'basemap', enabledByDefault: true };
const simple = { id: 'basemap-simple', enabledByDefault: false };

describe('the base-map choice', () => {
  it('selects the default base map before any choice', () => {
    expect(
      chosenBaseMap([
        { ...standard, saved: undefined },
        { ...simple, saved: undefined },
      ]),
    ).toBe('basemap');
  });

  it('selects the base map the user chose', () => {
    expect(
      chosenBaseMap([
        { ...standard, saved: undefined },
        { ...simple, saved: true },
      ]),
    ).toBe('basemap-simple');
  });

  it('never selects none, even when every base map was turned off', () => {
    expect(
      chosenBaseMap([
        { ...standard, saved: false },
        { ...simple, saved: false },
      ]),
    ).toBe('basemap');
  });
});
