import { SHIP_TYPE_CATEGORIES } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { DRAWINGS, ICON_KINDS, iconRotates, iconSize } from './drawings.js';
import { vesselIconId, vesselIconKind } from './icon-choice.js';
import {
  OFFSHORE_INSTALLATIONS_PATH,
  forgetOffshoreRigs,
  loadOffshoreRigs,
  offshoreRigs,
  parseOffshoreRigs,
} from './offshore-rigs.js';

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

  it('a rig MMSI from the loaded list of 17 gets the platform icon, whatever its ship type', async () => {
    // The server's answer (GET /api/v1/offshoreinstallations; its demo list is the simulator's
    // 17 installations, asserted in apps/server/src/offshore).
    const installations = Array.from({ length: 17 }, (_, i) => ({
      mmsi: 258_100_001 + i,
      name: `INSTALLATION ${i + 1}`,
    }));
    forgetOffshoreRigs();
    expect(vesselIconKind({ mmsi: 258_100_001, shipType: 90 })).toBe('other');
    const asked: string[] = [];
    const loaded = await loadOffshoreRigs(async (path) => {
      asked.push(path);
      return { demoData: true, installations };
    });
    expect(asked).toEqual([OFFSHORE_INSTALLATIONS_PATH]);
    expect(loaded).toHaveLength(17);
    for (const rig of installations) {
      expect(vesselIconKind({ mmsi: rig.mmsi, shipType: 90 })).toBe('platform');
      expect(vesselIconKind({ mmsi: rig.mmsi, shipType: 70 })).toBe('platform');
    }
    // Not on the list: its ship type decides, as for any vessel.
    expect(vesselIconKind({ mmsi: 258_100_018, shipType: 90 })).toBe('other');
    forgetOffshoreRigs();
  });

  it('loads the list once per page, and tries again after a failed load', async () => {
    forgetOffshoreRigs();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('offline');
    };
    await expect(loadOffshoreRigs(failing)).rejects.toThrow('offline');
    const answer = { demoData: false, installations: [{ mmsi: 259_000_111, name: 'A' }] };
    const working = async () => {
      calls++;
      return answer;
    };
    await Promise.all([loadOffshoreRigs(working), loadOffshoreRigs(working)]);
    await loadOffshoreRigs(working);
    expect(calls).toBe(2);
    expect(offshoreRigs()).toEqual([{ mmsi: 259_000_111, name: 'A' }]);
    expect(vesselIconKind({ mmsi: 259_000_111 })).toBe('platform');
    forgetOffshoreRigs();
    expect(vesselIconKind({ mmsi: 259_000_111 })).toBe('unknown');
  });

  it('keeps the good entries of an answer and refuses one without a list', () => {
    expect(
      parseOffshoreRigs({
        installations: [{ mmsi: 257_000_001, name: 'A' }, { mmsi: '257000002', name: 'B' }, null],
      }),
    ).toEqual([{ mmsi: 257_000_001, name: 'A' }]);
    expect(() => parseOffshoreRigs({ demoData: true })).toThrow();
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
