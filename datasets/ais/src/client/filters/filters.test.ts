import { describe, expect, it, vi } from 'vitest';
import { vesselFilterBody, vesselFilterQuery } from './body.js';
import { vesselFilterCounts } from './counts.js';
import { VESSEL_FILTER_IDS, vesselFilters } from './definitions.js';
import { MAX_AGE_REFRESH_MS, isOldPosition, maxAgeBound, startMaxAgeRefresh } from './max-age.js';
import { parseMmsiList } from './mmsi-list.js';
import {
  allOtherCategories,
  mmsiCategoryOptions,
  shipTypeFilterOptions,
  variantOfPath,
} from './options.js';
import { vesselMatches, type FilterContext, type FilterVessel } from './predicate.js';
import {
  DEFAULT_VESSEL_FILTER_VALUES,
  effectiveVesselFilters,
  filterStateFromDefinition,
  withVesselFilter,
  type VesselFilterValues,
} from './state.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();
const context: FilterContext = { favourites: new Set([257000001]), now: NOW, oldThresholdHours: 6 };
const values = (change: Partial<VesselFilterValues>): VesselFilterValues => ({
  ...DEFAULT_VESSEL_FILTER_VALUES,
  ...change,
});
const defaults = vesselFilters.map(filterStateFromDefinition);

describe('vessel filter definitions (spec 02 §3)', () => {
  it('has the eight filters of the spec, each once', () => {
    expect(vesselFilters.map((f) => f.id).sort()).toEqual([...VESSEL_FILTER_IDS].sort());
  });

  it('hideOldAis is on and showFavoritesOnly off by default', () => {
    const start = effectiveVesselFilters(defaults);
    expect(start.hideOldAis).toBe(true);
    expect(start.showFavoritesOnly).toBe(false);
    expect(effectiveVesselFilters([]).hideOldAis).toBe(true);
  });

  it('the server body keys are the live API fields; browser-only filters are excluded', () => {
    const byId = Object.fromEntries(vesselFilters.map((f) => [f.id, f]));
    expect(byId['countryIds']?.queryKey).toBe('countryCodes');
    expect(byId['mmsis']?.queryKey).toBe('mmsi');
    expect(byId['navigationalStatus']?.queryKey).toBe('navigationalStatus');
    expect(byId['shipTypeCategories']?.queryKey).toBe('shipTypes');
    for (const id of ['hideOldAis', 'maxAge', 'officialMmsiFilters', 'showFavoritesOnly']) {
      expect(byId[id]?.excludeFromQuery).toBe(true);
    }
  });
});

describe('filter state', () => {
  it('a chosen value activates the filter; an emptied list clears it', () => {
    const chosen = withVesselFilter(defaults, 'shipTypeCategories', ['cargo']);
    expect(chosen.find((f) => f.id === 'shipTypeCategories')).toMatchObject({
      active: true,
      value: ['cargo'],
    });
    const cleared = withVesselFilter(chosen, 'shipTypeCategories', []);
    expect(cleared.find((f) => f.id === 'shipTypeCategories')).toMatchObject({
      active: false,
      value: [],
    });
  });

  it('switching hideOldAis off is kept apart from the default', () => {
    const off = withVesselFilter(defaults, 'hideOldAis', false);
    expect(effectiveVesselFilters(off).hideOldAis).toBe(false);
  });

  it('reads the filters of the live host, which carry no default value', () => {
    const host = (active: boolean, value: unknown) => [
      { id: 'hideOldAis', queryKey: 'hideOldAis', active, value },
    ];
    expect(effectiveVesselFilters(host(false, null)).hideOldAis).toBe(true);
    expect(effectiveVesselFilters(host(true, false)).hideOldAis).toBe(false);
  });

  it('a filter missing from saved settings is added from its definition', () => {
    const added = withVesselFilter([], 'countryIds', ['NO']);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ id: 'countryIds', queryKey: 'countryCodes', active: true });
  });
});

describe('filter → request body (spec 02 §7)', () => {
  it('sends the selections the server can apply under its field names', () => {
    expect(
      vesselFilterBody(
        values({
          countryIds: ['NO'],
          mmsis: [257123456],
          navigationalStatus: [7],
          shipTypeCategories: ['fishing'],
          officialMmsiFilters: ['official'],
          showFavoritesOnly: true,
        }),
      ),
    ).toEqual({
      countryCodes: ['NO'],
      mmsi: [257123456],
      navigationalStatus: [7],
      shipTypes: ['fishing'],
    });
  });

  it('nothing selected sends nothing', () => {
    expect(vesselFilterQuery(defaults)).toEqual({});
  });

  it('all_other goes out as the categories the app does not list', () => {
    const body = vesselFilterBody(values({ shipTypeCategories: ['cargo', 'all_other'] }));
    expect(body.shipTypes).toContain('cargo');
    expect(body.shipTypes).toContain('wellboat');
    expect(body.shipTypes).toContain('pleasure_craft');
    expect(body.shipTypes).not.toContain('all_other');
    expect(body.shipTypes).not.toContain('fishing');
  });
});

describe('per-app options (spec 02 §3)', () => {
  const minor = [
    'dredger',
    'local_vessel',
    'other',
    'pilot_vessel',
    'pleasure_craft',
    'port_tender',
    'reserved',
    'sailing_vessel',
    'special_craft',
    'unknown',
  ];

  it.each(['havkart', 'nais', 'ohoi', 'arcticinfo', 'bolgevarsel', 'fiskehelse'])(
    '%s never offers wellboat or wing_in_ground, and always all_other',
    (app) => {
      const options = shipTypeFilterOptions(app);
      expect(options).not.toContain('wellboat');
      expect(options).not.toContain('wing_in_ground');
      expect(options.at(-1)).toBe('all_other');
    },
  );

  it('the minor categories are offered only in nais and ohoi', () => {
    for (const app of ['nais', 'ohoi'])
      expect(shipTypeFilterOptions(app)).toEqual(expect.arrayContaining(minor));
    for (const app of ['havkart', 'arcticinfo', 'bolgevarsel']) {
      for (const category of minor) expect(shipTypeFilterOptions(app)).not.toContain(category);
    }
  });

  it('buoy is offered only in arcticinfo, bolgevarsel, nais and ohoi', () => {
    for (const app of ['arcticinfo', 'bolgevarsel', 'nais', 'ohoi'])
      expect(shipTypeFilterOptions(app)).toContain('buoy');
    for (const app of ['havkart', 'fiskehelse'])
      expect(shipTypeFilterOptions(app)).not.toContain('buoy');
    expect(allOtherCategories('havkart')).toContain('buoy');
  });

  it('without an app name the page address says which app runs', () => {
    expect(variantOfPath('/nais/ais/257123456').name).toBe('nais');
    expect(variantOfPath('/ohoi').name).toBe('ohoi');
    expect(variantOfPath('/ais/257123456').name).toBe('havkart');
    expect(variantOfPath('/').name).toBe('havkart');
  });

  it('unofficial MMSIs are not offered in arcticinfo, bolgevarsel, nais and ohoi', () => {
    for (const app of ['arcticinfo', 'bolgevarsel', 'nais', 'ohoi']) {
      expect(mmsiCategoryOptions(app)).toEqual(['official', 'other']);
    }
    expect(mmsiCategoryOptions('havkart')).toEqual(['official', 'other', 'unofficial']);
  });
});

describe('browser-side predicate', () => {
  const cargo: FilterVessel = {
    mmsi: 257123456,
    msgtime: at(1),
    shipType: 70,
    navigationalStatus: 0,
  };
  const fishing: FilterVessel = {
    mmsi: 265123456,
    msgtime: at(1),
    shipType: 30,
    navigationalStatus: 7,
  };
  const yacht: FilterVessel = { mmsi: 257000001, msgtime: at(1), shipType: 37 };
  const stale: FilterVessel = { ...cargo, mmsi: 257999999, msgtime: at(6.02) };

  it('hides positions older than the threshold while hideOldAis is on (default)', () => {
    expect(vesselMatches({ ...cargo, msgtime: at(5.98) }, values({}), context)).toBe(true);
    expect(vesselMatches(stale, values({}), context)).toBe(false);
    expect(vesselMatches(stale, values({ hideOldAis: false }), context)).toBe(true);
  });

  it('keeps the chosen ship types; all_other covers the categories the app does not list', () => {
    const chosen = values({ shipTypeCategories: ['cargo'] });
    expect(vesselMatches(cargo, chosen, context)).toBe(true);
    expect(vesselMatches(fishing, chosen, context)).toBe(false);
    expect(vesselMatches(yacht, chosen, context)).toBe(false);
    expect(vesselMatches(yacht, values({ shipTypeCategories: ['all_other'] }), context)).toBe(true);
    // In nais pleasure craft is listed, so all_other no longer covers it.
    expect(
      vesselMatches(yacht, values({ shipTypeCategories: ['all_other'] }), {
        ...context,
        app: 'nais',
      }),
    ).toBe(false);
  });

  it('keeps the chosen countries, statuses, MMSI categories, MMSIs and favourites', () => {
    expect(vesselMatches(fishing, values({ countryIds: ['SE'] }), context)).toBe(true);
    expect(vesselMatches(cargo, values({ countryIds: ['SE'] }), context)).toBe(false);
    expect(vesselMatches(fishing, values({ navigationalStatus: [7] }), context)).toBe(true);
    expect(vesselMatches(cargo, values({ navigationalStatus: [7] }), context)).toBe(false);
    const unofficial = { ...cargo, mmsi: 123 };
    expect(
      vesselMatches(unofficial, values({ officialMmsiFilters: ['unofficial'] }), context),
    ).toBe(true);
    expect(vesselMatches(cargo, values({ officialMmsiFilters: ['unofficial'] }), context)).toBe(
      false,
    );
    expect(vesselMatches(cargo, values({ mmsis: [257123456] }), context)).toBe(true);
    expect(vesselMatches(fishing, values({ mmsis: [257123456] }), context)).toBe(false);
    expect(vesselMatches(yacht, values({ showFavoritesOnly: true }), context)).toBe(true);
    expect(vesselMatches(cargo, values({ showFavoritesOnly: true }), context)).toBe(false);
  });
});

describe('counts per option', () => {
  const fleet: FilterVessel[] = [
    { mmsi: 257123456, msgtime: at(1), shipType: 70, navigationalStatus: 0 },
    { mmsi: 257123457, msgtime: at(1), shipType: 71, navigationalStatus: 5 },
    { mmsi: 265123456, msgtime: at(1), shipType: 30, navigationalStatus: 7 },
    { mmsi: 257000001, msgtime: at(1), shipType: 37 },
    { mmsi: 257000002, msgtime: at(9), shipType: 70 },
  ];

  it('counts loaded vessels per option, old ones hidden by default not counted', () => {
    const counts = vesselFilterCounts(fleet, values({}), context);
    expect(counts.total).toBe(5);
    expect(counts.shown).toBe(4);
    expect(counts.shipTypeCategories.get('cargo')).toBe(2);
    expect(counts.shipTypeCategories.get('fishing')).toBe(1);
    expect(counts.shipTypeCategories.get('all_other')).toBe(1);
    expect(counts.countryIds.get('NO')).toBe(3);
    expect(counts.officialMmsiFilters.get('official')).toBe(4);
  });

  it('a facet counts with the other filters applied but not its own', () => {
    const counts = vesselFilterCounts(fleet, values({ shipTypeCategories: ['cargo'] }), context);
    expect(counts.shown).toBe(2);
    // Ship types still show what ticking them would add.
    expect(counts.shipTypeCategories.get('fishing')).toBe(1);
    // Other facets count only the cargo ships shown.
    expect(counts.countryIds.get('NO')).toBe(2);
    expect(counts.countryIds.get('SE')).toBeUndefined();
  });
});

describe('max age (spec 02 §9)', () => {
  it('is now minus the threshold; 5 h 59 min is fresh, 6 h 01 min old', () => {
    expect(maxAgeBound(NOW, 6)).toBe('2026-11-23T06:00:00.000Z');
    expect(isOldPosition(at(5 + 59 / 60), NOW, 6)).toBe(false);
    expect(isOldPosition(at(6 + 1 / 60), NOW, 6)).toBe(true);
  });

  it('is recalculated every 30 minutes', () => {
    vi.useFakeTimers({ now: NOW });
    const seen: string[] = [];
    const stop = startMaxAgeRefresh(
      (bound) => seen.push(bound),
      () => 6,
    );
    vi.advanceTimersByTime(MAX_AGE_REFRESH_MS - 1);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['2026-11-23T06:00:00.000Z', '2026-11-23T06:30:00.000Z']);
    stop();
    vi.advanceTimersByTime(MAX_AGE_REFRESH_MS * 3);
    expect(seen).toHaveLength(2);
    vi.useRealTimers();
  });
});

describe('MMSI list', () => {
  it('reads numbers separated by commas or spaces and refuses bad entries', () => {
    expect(parseMmsiList('257123456, 265123456 257123456')).toEqual({
      ok: true,
      mmsis: [257123456, 265123456],
    });
    expect(parseMmsiList('2571234567')).toEqual({ ok: false, invalid: '2571234567' });
    expect(parseMmsiList('abc')).toEqual({ ok: false, invalid: 'abc' });
    const many = Array.from({ length: 1001 }, (_, i) => 257000000 + i).join(',');
    expect(parseMmsiList(many)).toEqual({ ok: false, tooMany: true });
  });
});
