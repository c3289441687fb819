import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { ATON_ICON_KINDS } from '../aton/aton-icons.js';
import { ICON_KINDS } from '../icons/drawings.js';
import { recentTrackColour, trackColour } from '../tracks/track-layers.js';
import { atonLegendRows, vesselLegendGroups } from './legend-rows.js';

describe('the legend explains every symbol on the map', () => {
  it.each(['nb-NO', 'en-US'] as const)('has a row for every vessel icon kind (%s)', (language) => {
    const rows = vesselLegendGroups(themes.day, language).flatMap((group) => group.rows);
    const ids = rows.map((row) => row.id);
    expect(ids.filter((id) => ICON_KINDS.includes(id)).sort()).toEqual([...ICON_KINDS].sort());
    // Words, not codes: no row is labelled with its own id.
    for (const row of rows) expect(row.label, row.id).not.toBe(row.id);
    expect(new Set(rows.map((row) => row.label)).size).toBe(rows.length);
  });

  it('shows platforms, aircraft and AIS-SART in a group of their own', () => {
    const special = vesselLegendGroups(themes.day, 'en-US').find((g) => g.id === 'special')!;
    expect(special.rows.map((row) => row.id)).toEqual(
      expect.arrayContaining(['platform', 'helicopter', 'plane', 'sart']),
    );
    expect(special.rows.find((row) => row.id === 'sart')?.label).toMatch(/AIS-SART/);
  });

  it('shows an old position in the faded variant and the overview’s heading mark', () => {
    const rows = vesselLegendGroups(themes.day, 'nb-NO').flatMap((group) => group.rows);
    expect(rows.find((row) => row.id === 'old')?.svg).toContain('opacity="0.4"');
    expect(rows.find((row) => row.id === 'mark')?.label).toContain('zoom 8');
  });

  it.each(['day', 'night'] as const)(
    'draws the chosen and the recent tracks in their own %s colours',
    (name) => {
      const tracks = vesselLegendGroups(themes[name], 'nb-NO').find((g) => g.id === 'tracks')!;
      const colour = (id: string) => tracks.rows.find((row) => row.id === id)?.line?.colour;
      expect(colour('track')).toBe(trackColour(themes[name]));
      expect(colour('recent-tracks')).toBe(recentTrackColour(themes[name]));
      expect(colour('track')).not.toBe(colour('recent-tracks'));
    },
  );

  it('draws the icons in the theme’s palette', () => {
    const day = vesselLegendGroups(themes.day, 'nb-NO')[0]!.rows[0]!.svg;
    const night = vesselLegendGroups(themes.night, 'nb-NO')[0]!.rows[0]!.svg;
    expect(day).not.toBe(night);
  });

  it.each(['nb-NO', 'en-US'] as const)('has a row for every aid symbol (%s)', (language) => {
    const rows = atonLegendRows(themes.day, language);
    expect(rows.map((row) => row.id).sort()).toEqual([...ATON_ICON_KINDS].sort());
    expect(rows.every((row) => row.svg?.startsWith('<svg'))).toBe(true);
  });
});
