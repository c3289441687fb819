// The options each filter offers in an app variant (spec 02 §3 per-app exclusions, A35).
import {
  APP_VARIANTS,
  DEFAULT_APP_VARIANT,
  MMSI_CATEGORIES,
  SHIP_TYPE_CATEGORIES,
  findAppVariant,
  offeredShipTypeCategories,
  type AppVariant,
  type MmsiCategory,
  type ShipTypeCategory,
} from '@havkart/domain';
import { ALL_OTHER } from './definitions.js';

/**
 * The variant a page address belongs to: its first path segment names a variant (`/nais/…`),
 * any other address is the default map app (the web app's rule, apps/web page-variant.ts).
 */
export function variantOfPath(pathname: string): AppVariant {
  const segment = pathname.split('/')[1] ?? '';
  return (
    APP_VARIANTS.find((v) => v !== DEFAULT_APP_VARIANT && v.name === segment) ?? DEFAULT_APP_VARIANT
  );
}

/**
 * The variant of an app name; the default map app for a name Havkart does not know. Without
 * a name, the variant of the page the app runs in.
 */
export function variantOf(app: string | AppVariant | undefined): AppVariant {
  if (app === undefined) return variantOfPath(globalThis.location?.pathname ?? '/');
  return typeof app === 'string' ? (findAppVariant(app) ?? DEFAULT_APP_VARIANT) : app;
}

/** Ship-type filter options: the categories the app offers, then `all_other`. */
export function shipTypeFilterOptions(app?: string | AppVariant): string[] {
  return [...offeredShipTypeCategories(variantOf(app)), ALL_OTHER];
}

/** The categories `all_other` stands for in an app: every one it does not list. */
export function allOtherCategories(app?: string | AppVariant): ShipTypeCategory[] {
  const offered = new Set<string>(offeredShipTypeCategories(variantOf(app)));
  return SHIP_TYPE_CATEGORIES.filter((category) => !offered.has(category));
}

/** The ship-type option a vessel's category falls under in an app. */
export function shipTypeOption(category: ShipTypeCategory, app?: string | AppVariant): string {
  return variantOf(app).exclusions.shipTypeCategories.includes(category) ? ALL_OTHER : category;
}

/** MMSI-category options: unofficial is not offered in arcticinfo, bolgevarsel, nais, ohoi. */
export function mmsiCategoryOptions(app?: string | AppVariant): MmsiCategory[] {
  const excluded = variantOf(app).exclusions.mmsiCategories;
  return MMSI_CATEGORIES.filter((category) => !excluded.includes(category));
}

/** Navigational status codes 0–15 (spec 02 §3 table). */
export const NAVIGATIONAL_STATUS_CODES: readonly number[] = Array.from({ length: 16 }, (_, i) => i);
