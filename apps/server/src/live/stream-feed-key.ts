/**
 * Which streams can share one feed: streams whose updates are chosen and written the same
 * way get the same text every tick, so the hub offers each update to the feed once and
 * writes the feed's text to each of them, instead of filtering and joining it per stream.
 */
import type { VesselFilter } from './filters.js';
import type { AisIncludes, StreamOptions } from './stream-hub.js';

const ids = new WeakMap<object, number>();
let nextId = 1;
/** A number per object, for keying by identity what cannot be keyed by value. */
function identity(value: object): number {
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = nextId++));
  return id;
}

const sorted = <T extends number | string>(set: ReadonlySet<T> | null) =>
  set ? [...set].sort() : null;

/**
 * The feed key of a stream, or null when it must have a feed of its own: a downsampled
 * stream (its windows start when it does), or one with a drawn polygon (keyed by value it
 * would cost as much as it saves; a map view's rectangle is keyed by its box). Every field
 * the hub reads when choosing and writing updates is in the key.
 */
export function feedKey(options: StreamOptions): string | null {
  if (options.downsample) return null;
  const f: VesselFilter = options.filter;
  if (f.area && !f.rectangle) return null;
  const includes: AisIncludes | null = options.includes ?? null;
  return JSON.stringify([
    options.channel,
    options.modelType,
    options.geojson,
    options.framing,
    includes && [
      includes.position,
      includes.static,
      includes.aton,
      includes.safety,
      includes.meteo,
    ],
    f.tier,
    f.bbox && [f.bbox.west, f.bbox.south, f.bbox.east, f.bbox.north],
    sorted(f.mmsi),
    sorted(f.shipTypeCodes),
    sorted(f.shipTypeCategories),
    sorted(f.countryCodes),
    sorted(f.navigationalStatus),
    // A restricted profile's area is a test function made per caller: by identity.
    f.limit ? identity(f.limit) : 0,
  ]);
}
