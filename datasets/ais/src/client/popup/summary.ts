// What a vessel's or an aid's popup and list item say, from the live record or, before the
// record is known, from the map feature: pure, so each rule has a unit test.
import { NO_VALUE, type Language } from '@havkart/domain';
import { atonType } from '../aton/aton-types.js';
import {
  formatCourse,
  formatLastSeen,
  formatShipType,
  formatSpeed,
  formatText,
} from '../details/details-format.js';
import type { FullVesselRecord } from '../details/vessel-host.js';
import type { AtonRecord, VesselRecord } from '../live/records.js';

export interface Display {
  readonly language: Language;
  readonly speedUnit: 'knots' | 'km/h';
  readonly utc: boolean;
}

export interface VesselSummary {
  readonly mmsi: string;
  /** The name, or null when the vessel sent none (the view says "Unnamed vessel"). */
  readonly name: string | null;
  readonly shipType: string;
  /** "12.3 kn · 123.4°"; dashes for what is not known. */
  readonly speedCourse: string;
  readonly lastSeen: string;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? formatText(value) : NO_VALUE;

/** A record, or the properties of the map's feature (mmsi, name, msgtime) when none is held. */
export function vesselSummary(
  mmsi: string,
  record: VesselRecord | Readonly<Record<string, unknown>> | undefined,
  display: Display,
): VesselSummary {
  const r = (record ?? {}) as Partial<FullVesselRecord>;
  const name = text(r.name);
  // The map's feature names an unnamed vessel by its MMSI; that is no name.
  const named = name !== NO_VALUE && name !== mmsi;
  const speed = formatSpeed(r.speedOverGround, display.speedUnit, display.language);
  const course = formatCourse(r.courseOverGround, display.language);
  return {
    mmsi,
    name: named ? name : null,
    shipType:
      r.shipType == null
        ? NO_VALUE
        : formatShipType({ ...(r as FullVesselRecord), mmsi: Number(mmsi) }, display.language),
    speedCourse: `${speed} · ${course}`,
    lastSeen: formatLastSeen(r.msgtime, display.utc, display.language),
  };
}

export interface AtonSummary {
  readonly mmsi: string;
  readonly name: string | null;
  /** The type in words, or null when the aid sent an unknown one. */
  readonly type: string | null;
  readonly lastReceived: string;
}

export function atonSummary(
  mmsi: string,
  record: AtonRecord | Readonly<Record<string, unknown>> | undefined,
  display: Pick<Display, 'language' | 'utc'>,
): AtonSummary {
  const r = (record ?? {}) as Partial<AtonRecord>;
  const name = text(r.name);
  const code = typeof r.typeOfAidsToNavigation === 'number' ? r.typeOfAidsToNavigation : null;
  const type = atonType(code);
  return {
    mmsi,
    name: name !== NO_VALUE && name !== mmsi ? name : null,
    type: type ? type.name[display.language] : null,
    lastReceived: formatLastSeen(
      typeof r.msgtime === 'string' ? r.msgtime : null,
      display.utc,
      display.language,
    ),
  };
}
