// What the vessel and aid legends show: one row per symbol the map can draw, so a reader can
// tell every colour and shape apart. Pure functions of the theme; the views render them.
import {
  SHIP_TYPE_CATEGORIES,
  shipTypeCategoryText,
  type Language,
  type ShipTypeCategory,
} from '@havkart/domain';
import type { MapTheme } from '@havkart/theme';
import { atonIconSvg } from '../aton/aton-icons.js';
import { ATON_TYPES, type AtonIconKind } from '../aton/aton-types.js';
import { ICON_KINDS, iconSvg } from '../icons/drawings.js';
import { markSvg } from '../icons/marks.js';
import { iconPalette } from '../icons/palette.js';
import { MARK_BELOW_ZOOM } from '../render/symbol-scale.js';
import { recentTrackColour, trackColour } from '../tracks/track-layers.js';
import { LEGEND_STRINGS } from './strings.js';

/** One legend row: an icon (SVG document) or a line colour, and its words. */
export interface LegendRow {
  /** The symbol explained: an icon kind, `old`, `track` or `recent-tracks`. */
  readonly id: string;
  readonly label: string;
  readonly svg?: string;
  readonly line?: { readonly colour: string; readonly width: number; readonly opacity: number };
}

/** A titled group of rows. */
export interface LegendGroup {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly LegendRow[];
}

type LegendKey = keyof (typeof LEGEND_STRINGS)['nb-NO'];
const say = (language: Language, key: LegendKey) => LEGEND_STRINGS[language][key];

/** Kinds drawn for something other than a ship-type category: their own words. */
const SPECIAL: Readonly<Record<string, LegendKey>> = {
  platform: 'legend.kind.platform',
  helicopter: 'legend.kind.helicopter',
  plane: 'legend.kind.plane',
  sart: 'legend.kind.sart',
  slaughterboat: 'legend.kind.slaughterboat',
};

const isCategory = (kind: string): kind is ShipTypeCategory =>
  (SHIP_TYPE_CATEGORIES as readonly string[]).includes(kind);

/** The kind shown as the example of an old position. */
const OLD_EXAMPLE = 'cargo';

/**
 * The vessel legend: every icon kind (ship types, then platforms, aircraft, AIS-SART), an
 * old position, and the selected vessel's and the recent tracks in their theme colours.
 */
export function vesselLegendGroups(theme: MapTheme, language: Language): LegendGroup[] {
  const palette = iconPalette(theme);
  const icon = (kind: string, label: string): LegendRow => ({
    id: kind,
    label,
    svg: iconSvg(kind, palette),
  });
  const types = ICON_KINDS.filter((kind) => isCategory(kind) && !(kind in SPECIAL));
  const special = ICON_KINDS.filter((kind) => !types.includes(kind));
  return [
    {
      id: 'types',
      title: say(language, 'legend.types'),
      rows: types.map((kind) =>
        icon(kind, shipTypeCategoryText(kind as ShipTypeCategory, language)),
      ),
    },
    {
      id: 'special',
      title: say(language, 'legend.special'),
      rows: special.map((kind) => icon(kind, SPECIAL[kind] ? say(language, SPECIAL[kind]) : kind)),
    },
    {
      id: 'positions',
      title: say(language, 'legend.positions'),
      rows: [
        {
          id: 'mark',
          label: say(language, 'legend.mark').replace('{{zoom}}', String(MARK_BELOW_ZOOM)),
          svg: markSvg(OLD_EXAMPLE, palette, false, 22),
        },
        { id: 'old', label: say(language, 'legend.old'), svg: iconSvg(OLD_EXAMPLE, palette, true) },
      ],
    },
    {
      id: 'tracks',
      title: say(language, 'legend.tracks'),
      rows: [
        {
          id: 'track',
          label: say(language, 'legend.track'),
          line: { colour: trackColour(theme), width: 2.5, opacity: 1 },
        },
        {
          id: 'recent-tracks',
          label: say(language, 'legend.recentTracks'),
          line: { colour: recentTrackColour(theme), width: 1.5, opacity: 0.6 },
        },
      ],
    },
  ];
}

/** The aid legend: one row per aid symbol, named by the first aid type drawn with it. */
export function atonLegendRows(theme: MapTheme, language: Language): LegendRow[] {
  const seen = new Set<AtonIconKind>();
  const rows: LegendRow[] = [];
  for (const type of ATON_TYPES) {
    if (seen.has(type.icon)) continue;
    seen.add(type.icon);
    rows.push({ id: type.icon, label: type.name[language], svg: atonIconSvg(type.icon, theme) });
  }
  return rows;
}
