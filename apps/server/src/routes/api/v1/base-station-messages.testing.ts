// AIS messages as the coastal feed delivers them to the base-station routes' tests: each line
// carries the receiving station in its tag block, all at one fixed time.
import { AisEncoder, createAisDecoder, type AisMessage } from '@havkart/ais';

/** When every message of these tests was heard. */
export const HEARD_AT = Date.UTC(2026, 0, 1, 12);

const encoder = new AisEncoder({ talker: 'AB' });

/** The decoded messages, as heard by `station` (its MMSI in the tag block's source). */
export function heardBy(
  station: number,
  ...messages: Parameters<AisEncoder['encode']>[0][]
): AisMessage[] {
  const out: AisMessage[] = [];
  const decoder = createAisDecoder({ onMessage: (m) => out.push(m) });
  for (const message of messages) {
    for (const line of encoder.encode(message, {
      source: String(station),
      time: HEARD_AT / 1000,
    })) {
      decoder.write(line);
    }
  }
  return out;
}

/** A base station's own report (type 4) of where it stands. */
export const baseStationReport = (mmsi: number, longitude: number, latitude: number) => ({
  messageType: 4 as const,
  mmsi,
  utcYear: 2026,
  utcMonth: 1,
  utcDay: 1,
  utcHour: 12,
  utcMinute: 0,
  utcSecond: 0,
  positionAccuracy: true,
  longitude,
  latitude,
  positionFixingDeviceType: 7,
});

/** A vessel's position report (type 1) off Bergen, relayed by whichever station heard it. */
export const vesselPosition = (mmsi: number) => ({
  messageType: 1 as const,
  mmsi,
  longitude: 5.2,
  latitude: 60.2,
  speedOverGround: 5,
  courseOverGround: 10,
  trueHeading: 10,
  navigationalStatus: 0,
  timeStamp: 10,
});
