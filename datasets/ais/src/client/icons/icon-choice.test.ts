import { SHIP_TYPE_CATEGORIES } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { DRAWINGS, ICON_KINDS, iconRotates, iconSize } from './drawings.js';
import { vesselIconId, vesselIconKind } from './icon-choice.js';
import { OFFSHORE_RIGS } from './offshore-rigs.js';

const fresh = { old: false };

describe('vessel icon choice (spec 02 §3)', () => {
  it.each([
    [30, 'fishing'],
    ['6A', 'fishing'],
    ['6K', 'fishing'],
    [31, 'tug'],
    [52, 'tug'],
    [33, 'dredger'],
    [34, 'dive_vessel'],
    [35, 'military_ops'],
    [36, 'sailing_vessel'],
    [37, 'pleasure_craft'],
    [40, 'high_speed_craft'],
    [49, 'high_speed_craft'],
    [50, 'pilot_vessel'],
    [51, 'sar'],
    [53, 'port_tender'],
    [54, 'anti_pollution'],
    [55, 'law_enforce'],
    [56, 'local_vessel'],
    [58, 'medical_trans'],
    [59, 'special_craft'],
    [60, 'passenger'],
    [69, 'passenger'],
    [70, 'cargo'],
    [79, 'cargo'],
    [80, 'tanker'],
    [89, 'tanker'],
    [90, 'other'],
    [199, 'wellboat'],
    ['wellboat', 'wellboat'],
    [10000, 'buoy'],
    [20, 'wing_in_ground'],
    [38, 'reserved'],
    [0, 'unknown'],
    [null, 'unknown'],
  ] as const)('ship type %s draws the %s icon', (shipType, kind) => {
    expect(vesselIconId({ mmsi: 257123456, shipType }, fresh)).toBe(`ais-vessel-${kind}`);
  });

  it('every ship-type category has a drawing of its own', () => {
    for (const category of SHIP_TYPE_CATEGORIES) expect(DRAWINGS[category]).toBeDefined();
  });

  it('a slaughter boat keeps its own icon, apart from the wellboat', () => {
    expect(vesselIconKind({ mmsi: 257123456, shipType: 'slaughterboat' })).toBe('slaughterboat');
    expect(vesselIconKind({ mmsi: 257123456, shipType: 'Wellboat' })).toBe('wellboat');
  });

  it('an old position gets the transparent variant of the same kind', () => {
    expect(vesselIconId({ mmsi: 257123456, shipType: 70 }, { old: true })).toBe(
      'ais-vessel-cargo-old',
    );
    expect(vesselIconId({ mmsi: 111257500 }, { old: true })).toBe('ais-vessel-helicopter-old');
  });

  it('exactly 17 known offshore rigs, each drawn as a platform whatever its ship type', () => {
    expect(OFFSHORE_RIGS).toHaveLength(17);
    expect(new Set(OFFSHORE_RIGS.map((rig) => rig.mmsi)).size).toBe(17);
    for (const rig of OFFSHORE_RIGS) {
      expect(vesselIconKind({ mmsi: rig.mmsi, shipType: 90 })).toBe('platform');
    }
    expect(vesselIconKind({ mmsi: 257999018, shipType: 90 })).toBe('other');
  });

  it('SAR aircraft: 7th digit 0 or 5 is a helicopter, 1 a plane, others their ship type', () => {
    expect(vesselIconKind({ mmsi: 111257500 })).toBe('helicopter');
    expect(vesselIconKind({ mmsi: 111257001 })).toBe('helicopter');
    expect(vesselIconKind({ mmsi: 111257100 })).toBe('plane');
    expect(vesselIconKind({ mmsi: 111257300, shipType: 51 })).toBe('sar');
    // A ship whose MMSI merely contains 111 later on is a ship.
    expect(vesselIconKind({ mmsi: 257111500, shipType: 70 })).toBe('cargo');
  });

  it('AIS-SART, man-overboard and EPIRB transmitters and status 14 get the SART mark', () => {
    expect(vesselIconKind({ mmsi: 970123456 })).toBe('sart');
    expect(vesselIconKind({ mmsi: 972123456 })).toBe('sart');
    expect(vesselIconKind({ mmsi: 974123456 })).toBe('sart');
    expect(vesselIconKind({ mmsi: 257123456, shipType: 30, navigationalStatus: 14 })).toBe('sart');
    expect(vesselIconKind({ mmsi: 257123456, shipType: 30, navigationalStatus: 7 })).toBe(
      'fishing',
    );
  });
});

describe('vessel icon sizes (spec 02 §3, checklist A91)', () => {
  it('range from 21×21 for points to 46×46 for the platform', () => {
    const sizes = ICON_KINDS.map(iconSize);
    expect(Math.min(...sizes)).toBe(21);
    expect(Math.max(...sizes)).toBe(46);
    expect(iconSize('buoy')).toBe(21);
    expect(iconSize('sart')).toBe(21);
    expect(iconSize('pleasure_craft')).toBe(26);
    expect(iconSize('fishing')).toBe(32);
    expect(iconSize('cargo')).toBe(38);
    expect(iconSize('platform')).toBe(46);
  });

  it('platforms and points stay upright; vessels and aircraft turn with their heading', () => {
    expect(iconRotates('platform')).toBe(false);
    expect(iconRotates('buoy')).toBe(false);
    expect(iconRotates('sart')).toBe(false);
    expect(iconRotates('tanker')).toBe(true);
    expect(iconRotates('plane')).toBe(true);
  });
});
