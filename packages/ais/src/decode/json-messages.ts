/**
 * The command line's fast path: a decoded payload written as its JSON line straight from the
 * payload bits, with no message object and no JSON text in between (building and stringifying
 * the objects was over half of the command's time). The common types of a coastal feed are
 * written here field by field, in the order and form of the readers in `position.ts`,
 * `classb.ts` and `voyage.ts`; every other type goes through its reader and `JSON.stringify`.
 * A test checks that both paths give the same bytes.
 */
import { flag, s, u } from './bits.js';
import type { Envelope } from './envelope.js';
import {
  atonName,
  bind,
  bool,
  degrees,
  int,
  intNa,
  lit,
  nul,
  sixbit,
  str,
  tenths,
} from './json-bytes.js';
import type { JsonLineWriter } from './json-lines.js';
import {
  ACCURACY_LONGITUDE,
  CHANNEL_NULL,
  CHANNEL_TEXT,
  CLASS_A_TAIL,
  CLASS_B_FLAGS,
  HEADS,
  K,
  NAV_STATUS,
} from './json-runs.js';
import { decodePayload, MIN_BITS } from './message.js';
import type { AisErrorKind } from '../types.js';

// Positions in 1/10 000 minute (1/10 minute for type 27); 91° / 181° mean "not available".
const MIN_10K = 600_000;
const LON_NA = 181 * MIN_10K;
const LAT_NA = 91 * MIN_10K;

/** Room for any line written here apart from its strings (type 5 needs about 560 bytes). */
const FIXED_ROOM = 1024;

/**
 * Writes the JSON line of the payload `w` (`n` bits) received in `e` into `out`, as
 * `JsonLineWriter.line` would write the decoded message; returns the error kind instead when
 * the payload is not a valid message (writing nothing), else null.
 */
export function writeMessageLine(
  out: JsonLineWriter,
  w: Int32Array,
  n: number,
  e: Envelope,
): AisErrorKind | null {
  if (n < 6) return 'truncated_payload';
  const type = u(w, 0, 6);
  if (type === 0 || type > 27) return 'unknown_type';
  if (n < MIN_BITS[type]!) return 'truncated_payload';
  if (type === 24 && u(w, 38, 2) > 1) return 'invalid_partno';
  if (type === 24 && u(w, 38, 2) === 1 && n < 168) return 'truncated_payload';
  if (!FAST[type]) {
    const m = decodePayload(w, n, e);
    if (typeof m === 'string') return m;
    out.line(m);
    return null;
  }
  const raw = out.withRaw;
  const strings =
    (e.msgtime?.length ?? 0) + (e.source?.length ?? 0) + (raw ? e.payload.length : 0) + 1;
  out.reserve(FIXED_ROOM + 6 * strings);
  const buf = out.buf;
  bind(buf);
  let p = lit(buf, out.pos, HEADS[type * 4 + u(w, 6, 2)]!);
  p = int(buf, p, u(w, 8, 30));
  p = str(buf, lit(buf, p, K.msgtime), e.msgtime);
  p = str(buf, lit(buf, p, K.source), e.source);
  p = lit(buf, p, e.channel === null ? CHANNEL_NULL : CHANNEL_TEXT[e.channel.charCodeAt(0) & 127]!);
  if (raw) {
    p = str(buf, lit(buf, p, K.payload), e.payload);
    p = int(buf, lit(buf, p, K.fillBits), e.fillBits);
  }
  if (type <= 3) p = classA(buf, p, w);
  else if (type === 18) p = classB(buf, p, w);
  else if (type === 4 || type === 11) p = baseStation(buf, p, w);
  else if (type === 5) p = voyage(buf, p, w, n);
  else if (type === 24) p = staticData(buf, p, w, n);
  else if (type === 21) p = aton(buf, p, w, n);
  else if (type === 27) p = longRange(buf, p, w);
  else if (type === 19) p = classBExtended(buf, p, w, n);
  else p = sar(buf, p, w);
  buf[p++] = 125;
  out.pos = p;
  out.endLine();
  return null;
}

/** Types written here; the others go through their object readers. */
const FAST: boolean[] = Array.from({ length: 28 }, (_, t) =>
  [1, 2, 3, 4, 5, 9, 11, 18, 19, 21, 24, 27].includes(t),
);

/** Accuracy (bit `at`), longitude and latitude (28 and 27 bits after it) in 1/10 000 minute. */
function position(buf: Uint8Array, p: number, w: Int32Array, at: number): number {
  const lon = s(w, at + 1, 28);
  const lat = s(w, at + 29, 27);
  p = lit(buf, p, ACCURACY_LONGITUDE[u(w, at, 1)]!);
  p = lon === LON_NA ? nul(buf, p) : degrees(buf, p, lon, MIN_10K, 6);
  p = lit(buf, p, K.latitude);
  return lat === LAT_NA ? nul(buf, p) : degrees(buf, p, lat, MIN_10K, 6);
}

/** Speed (0.1 kn, 1023 n/a) then accuracy and position from bit `at`. */
function motion(buf: Uint8Array, p: number, w: Int32Array, at: number): number {
  const sog = u(w, at, 10);
  p = lit(buf, p, K.speedOverGround);
  p = sog === 1023 ? nul(buf, p) : tenths(buf, p, sog);
  return position(buf, p, w, at + 10);
}

/** Course (0.1°, ≥ 3600 n/a), heading (511 n/a) and time stamp (60 n/a) from bit `at`. */
function heading(buf: Uint8Array, p: number, w: Int32Array, at: number): number {
  const cog = u(w, at, 12);
  p = lit(buf, p, K.courseOverGround);
  p = cog >= 3600 ? nul(buf, p) : tenths(buf, p, cog);
  p = intNa(buf, lit(buf, p, K.trueHeading), u(w, at + 12, 9), 511);
  return intNa(buf, lit(buf, p, K.timeStamp), u(w, at + 21, 6), 60);
}

function classA(buf: Uint8Array, p: number, w: Int32Array): number {
  p = intNa(buf, lit(buf, p, NAV_STATUS[u(w, 38, 4)]!), s(w, 42, 8), -128);
  p = motion(buf, p, w, 50);
  p = heading(buf, p, w, 116);
  p = lit(buf, p, CLASS_A_TAIL[(u(w, 143, 2) << 1) | u(w, 148, 1)]!);
  return int(buf, p, u(w, 149, 19));
}

function classB(buf: Uint8Array, p: number, w: Int32Array): number {
  p = motion(buf, p, w, 46);
  p = heading(buf, p, w, 112);
  p = lit(buf, p, CLASS_B_FLAGS[u(w, 141, 8)]!);
  return int(buf, p, u(w, 149, 19));
}

function baseStation(buf: Uint8Array, p: number, w: Int32Array): number {
  p = intNa(buf, lit(buf, p, K.utcYear), u(w, 38, 14), 0);
  p = intNa(buf, lit(buf, p, K.utcMonth), u(w, 52, 4), 0);
  p = intNa(buf, lit(buf, p, K.utcDay), u(w, 56, 5), 0);
  p = intNa(buf, lit(buf, p, K.utcHour), u(w, 61, 5), 24);
  p = intNa(buf, lit(buf, p, K.utcMinute), u(w, 66, 6), 60);
  p = intNa(buf, lit(buf, p, K.utcSecond), u(w, 72, 6), 60);
  p = position(buf, p, w, 78);
  p = intNa(buf, lit(buf, p, K.positionFixingDeviceType), u(w, 134, 4), 0);
  p = bool(buf, lit(buf, p, K.longRangeControl), flag(w, 138));
  p = bool(buf, lit(buf, p, K.raim), flag(w, 148));
  return int(buf, lit(buf, p, K.radioStatus), u(w, 149, 19));
}

/** `"dimensionA":…` to `"dimensionD":…` from bit `at` (9, 9, 6, 6 bits). */
function dimensions(buf: Uint8Array, p: number, w: Int32Array, at: number): number {
  p = int(buf, lit(buf, p, K.dimensionA), u(w, at, 9));
  p = int(buf, lit(buf, p, K.dimensionB), u(w, at + 9, 9));
  p = int(buf, lit(buf, p, K.dimensionC), u(w, at + 18, 6));
  return int(buf, lit(buf, p, K.dimensionD), u(w, at + 24, 6));
}

function voyage(buf: Uint8Array, p: number, w: Int32Array, n: number): number {
  p = int(buf, lit(buf, p, K.aisVersion), u(w, 38, 2));
  p = intNa(buf, lit(buf, p, K.imoNumber), u(w, 40, 30), 0);
  p = sixbit(buf, lit(buf, p, K.callSign), w, n, 70, 7);
  p = sixbit(buf, lit(buf, p, K.name), w, n, 112, 20);
  p = intNa(buf, lit(buf, p, K.shipType), u(w, 232, 8), 0);
  p = dimensions(buf, p, w, 240);
  p = intNa(buf, lit(buf, p, K.positionFixingDeviceType), u(w, 270, 4), 0);
  p = intNa(buf, lit(buf, p, K.eta), u(w, 274, 4), 0);
  p = intNa(buf, lit(buf, p, K.day), u(w, 278, 5), 0);
  p = intNa(buf, lit(buf, p, K.hour), u(w, 283, 5), 24);
  p = intNa(buf, lit(buf, p, K.minute), u(w, 288, 6), 60);
  buf[p++] = 125;
  const draught = u(w, 294, 8);
  p = lit(buf, p, K.draught);
  p = draught === 0 ? nul(buf, p) : tenths(buf, p, draught);
  p = sixbit(buf, lit(buf, p, K.destination), w, n, 302, 20);
  return bool(buf, lit(buf, p, K.dte), n > 422 && flag(w, 422));
}

function staticData(buf: Uint8Array, p: number, w: Int32Array, n: number): number {
  const part = u(w, 38, 2);
  p = int(buf, lit(buf, p, K.partNumber), part);
  if (part === 0) return sixbit(buf, lit(buf, p, K.name), w, n, 40, 20);
  p = intNa(buf, lit(buf, p, K.shipType), u(w, 40, 8), 0);
  p = sixbit(buf, lit(buf, p, K.vendorId), w, n, 48, 3);
  p = int(buf, lit(buf, p, K.unitModelCode), u(w, 66, 4));
  p = int(buf, lit(buf, p, K.serialNumber), u(w, 70, 20));
  p = sixbit(buf, lit(buf, p, K.callSign), w, n, 90, 7);
  const mmsi = u(w, 8, 30);
  // Auxiliary craft (MMSI 98xxxxxxx) carry the mother ship's MMSI instead of dimensions.
  if (mmsi < 980_000_000 || mmsi > 989_999_999) {
    p = dimensions(buf, p, w, 132);
    return nul(buf, lit(buf, p, K.mothershipMmsi));
  }
  p = nul(buf, lit(buf, p, K.dimensionA));
  p = nul(buf, lit(buf, p, K.dimensionB));
  p = nul(buf, lit(buf, p, K.dimensionC));
  p = nul(buf, lit(buf, p, K.dimensionD));
  return int(buf, lit(buf, p, K.mothershipMmsi), u(w, 132, 30));
}

function aton(buf: Uint8Array, p: number, w: Int32Array, n: number): number {
  p = int(buf, lit(buf, p, K.typeOfAidsToNavigation), u(w, 38, 5));
  p = atonName(buf, lit(buf, p, K.name), w, n);
  p = position(buf, p, w, 163);
  p = dimensions(buf, p, w, 219);
  p = intNa(buf, lit(buf, p, K.positionFixingDeviceType), u(w, 249, 4), 0);
  p = intNa(buf, lit(buf, p, K.timeStamp), u(w, 253, 6), 60);
  p = bool(buf, lit(buf, p, K.offPosition), flag(w, 259));
  p = int(buf, lit(buf, p, K.atonStatus), u(w, 260, 8));
  p = bool(buf, lit(buf, p, K.raim), flag(w, 268));
  p = bool(buf, lit(buf, p, K.virtualAid), flag(w, 269));
  return bool(buf, lit(buf, p, K.assignedMode), flag(w, 270));
}

function longRange(buf: Uint8Array, p: number, w: Int32Array): number {
  p = bool(buf, lit(buf, p, K.positionAccuracy), flag(w, 38));
  p = bool(buf, lit(buf, p, K.raim), flag(w, 39));
  p = int(buf, lit(buf, p, K.navigationalStatus), u(w, 40, 4));
  const lon = s(w, 44, 18);
  const lat = s(w, 62, 17);
  p = lit(buf, p, K.longitude);
  p = lon === 181 * 600 ? nul(buf, p) : degrees(buf, p, lon, 600, 3);
  p = lit(buf, p, K.latitude);
  p = lat === 91 * 600 ? nul(buf, p) : degrees(buf, p, lat, 600, 3);
  p = intNa(buf, lit(buf, p, K.speedOverGround), u(w, 79, 6), 63);
  p = intNa(buf, lit(buf, p, K.courseOverGround), u(w, 85, 9), 511);
  return bool(buf, lit(buf, p, K.positionLatency), flag(w, 94));
}

function classBExtended(buf: Uint8Array, p: number, w: Int32Array, n: number): number {
  p = motion(buf, p, w, 46);
  p = heading(buf, p, w, 112);
  p = sixbit(buf, lit(buf, p, K.name), w, n, 143, 20);
  p = intNa(buf, lit(buf, p, K.shipType), u(w, 263, 8), 0);
  p = dimensions(buf, p, w, 271);
  p = intNa(buf, lit(buf, p, K.positionFixingDeviceType), u(w, 301, 4), 0);
  p = bool(buf, lit(buf, p, K.raim), flag(w, 305));
  p = bool(buf, lit(buf, p, K.dte), flag(w, 306));
  return bool(buf, lit(buf, p, K.assignedMode), flag(w, 307));
}

function sar(buf: Uint8Array, p: number, w: Int32Array): number {
  p = intNa(buf, lit(buf, p, K.altitude), u(w, 38, 12), 4095);
  p = intNa(buf, lit(buf, p, K.speedOverGround), u(w, 50, 10), 1023);
  p = position(buf, p, w, 60);
  const cog = u(w, 116, 12);
  p = lit(buf, p, K.courseOverGround);
  p = cog >= 3600 ? nul(buf, p) : tenths(buf, p, cog);
  p = intNa(buf, lit(buf, p, K.timeStamp), u(w, 128, 6), 60);
  p = bool(buf, lit(buf, p, K.altitudeSensor), flag(w, 134));
  p = bool(buf, lit(buf, p, K.dte), flag(w, 142));
  p = bool(buf, lit(buf, p, K.assignedMode), flag(w, 146));
  p = bool(buf, lit(buf, p, K.raim), flag(w, 147));
  p = int(buf, lit(buf, p, K.radioStatusSelector), u(w, 148, 1));
  return int(buf, lit(buf, p, K.radioStatus), u(w, 149, 19));
}
