// The address of a chosen week: `?year=&week=` replaced, every other query value and the
// fragment kept, since the fragment holds the map's view (`#map=zoom/lat/lon`) and a week
// change must not move the map or lose a shared view.
import type { IsoWeek } from '@havkart/domain';

/** The search and hash (each with its leading `?`/`#`, or empty) for `week`. */
export function weekAddress(
  search: string,
  hash: string,
  week: IsoWeek,
): { search: string; hash: string } {
  const params = new URLSearchParams(search);
  params.set('year', String(week.year));
  params.set('week', String(week.week));
  return { search: `?${params.toString()}`, hash };
}
