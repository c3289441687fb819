/** Turns a station's state into the AIS messages it transmits. */
import type { AisMessageInput } from '../encode/types.js';
import type { Prng } from './prng.js';
import type { Station } from './vessel.js';
import { isMetBuoy } from './stations.js';

const RAD = Math.PI / 180;

/** Raw rate-of-turn from °/min: 4.733 × √|rate|, signed, limited to ±126. */
function rawRot(degPerMin: number): number {
  const raw = Math.round(4.733 * Math.sqrt(Math.abs(degPerMin)));
  return Math.sign(degPerMin) * Math.min(126, raw);
}

/** Position report(s) due now: type 1/3, 18, 9 or (SART) type 1 with status 14. */
export function positionMessage(s: Station, t: number, rng: Prng): AisMessageInput {
  const second = Math.floor(t) % 60;
  switch (s.transceiver) {
    case 'B-CS':
    case 'B-SO':
      return {
        messageType: 18,
        mmsi: s.mmsi,
        speedOverGround: s.sog,
        positionAccuracy: false,
        longitude: s.lon,
        latitude: s.lat,
        courseOverGround: s.sog < 0.2 ? null : s.cog,
        trueHeading: s.transceiver === 'B-SO' ? s.heading : null,
        timeStamp: second,
        csUnit: s.transceiver === 'B-CS',
        display: false,
        dsc: true,
        band: true,
        message22: true,
      };
    case 'aircraft':
      return {
        messageType: 9,
        mmsi: s.mmsi,
        altitude: 150 + Math.round(150 * Math.sin(t / 300)),
        speedOverGround: Math.round(s.sog),
        positionAccuracy: true,
        longitude: s.lon,
        latitude: s.lat,
        courseOverGround: s.cog,
        timeStamp: second,
        radioStatus: rng.int(0, 0x7ffff),
      };
    default: {
      const turning = t < s.turnUntil;
      const rot = s.rotSensor
        ? turning
          ? rawRot(rng.range(-60, 60))
          : rawRot(rng.normal(0, 1))
        : null;
      return {
        messageType: s.transceiver === 'sart' ? 1 : rng.chance(0.85) ? 1 : 3,
        mmsi: s.mmsi,
        navigationalStatus: s.navStatus,
        rateOfTurn: s.transceiver === 'sart' ? null : rot,
        speedOverGround: s.sog,
        positionAccuracy: s.transceiver !== 'sart',
        longitude: s.lon,
        latitude: s.lat,
        courseOverGround: s.sog < 0.2 && s.transceiver !== 'sart' ? s.heading : s.cog,
        trueHeading: s.transceiver === 'sart' ? null : Math.round(s.heading) % 360,
        timeStamp: second,
        specialManoeuvreIndicator: 0,
        raim: false,
        radioStatus: rng.int(0, 0x7ffff),
      };
    }
  }
}

/** Type 27 for a class A ship beyond shore range (heard by satellite). */
export function longRangeMessage(s: Station): AisMessageInput {
  return {
    messageType: 27,
    mmsi: s.mmsi,
    positionAccuracy: false,
    raim: false,
    navigationalStatus: s.navStatus,
    longitude: s.lon,
    latitude: s.lat,
    speedOverGround: s.sog,
    courseOverGround: s.cog,
    positionLatency: false,
  };
}

/** Static data due now: type 5 for class A, type 24 A and B (or 19) for class B. */
export function staticMessages(s: Station, t: number): AisMessageInput[] {
  const [a, b, c, d] = s.dims;
  const hull = { dimensionA: a, dimensionB: b, dimensionC: c, dimensionD: d };
  // Name, type, hull and fixing device go out alike in type 5 and type 19.
  const ship = { name: s.name, shipType: s.shipType, ...hull, positionFixingDeviceType: 1 };
  if (s.transceiver === 'A') {
    const eta = s.eta > 0 ? new Date(s.eta * 1000) : null;
    return [
      {
        messageType: 5,
        mmsi: s.mmsi,
        aisVersion: 2,
        imoNumber: s.imo,
        callSign: s.callSign,
        ...ship,
        eta: eta
          ? {
              month: eta.getUTCMonth() + 1,
              day: eta.getUTCDate(),
              hour: eta.getUTCHours(),
              minute: eta.getUTCMinutes(),
            }
          : null,
        draught: s.draught,
        destination: s.destination,
        dte: false,
      },
    ];
  }
  if (s.legacyStatic) {
    return [
      {
        messageType: 19,
        mmsi: s.mmsi,
        speedOverGround: s.sog,
        longitude: s.lon,
        latitude: s.lat,
        courseOverGround: s.cog,
        trueHeading: Math.round(s.heading) % 360,
        timeStamp: Math.floor(t) % 60,
        ...ship,
      },
    ];
  }
  return [
    { messageType: 24, partNumber: 0, mmsi: s.mmsi, name: s.name },
    {
      messageType: 24,
      partNumber: 1,
      mmsi: s.mmsi,
      shipType: s.shipType,
      vendorId: 'HVK',
      unitModelCode: 1,
      serialNumber: s.mmsi % 1_000_000,
      callSign: s.callSign,
      ...hull,
    },
  ];
}

/** Base station report with the simulated UTC time. */
export function baseStationMessage(s: Station, t: number): AisMessageInput {
  const now = new Date(Math.floor(t) * 1000);
  return {
    messageType: 4,
    mmsi: s.mmsi,
    utcYear: now.getUTCFullYear(),
    utcMonth: now.getUTCMonth() + 1,
    utcDay: now.getUTCDate(),
    utcHour: now.getUTCHours(),
    utcMinute: now.getUTCMinutes(),
    utcSecond: now.getUTCSeconds(),
    positionAccuracy: true,
    longitude: s.lon,
    latitude: s.lat,
    positionFixingDeviceType: 7,
    raim: false,
    radioStatus: 0,
  };
}

/** AtoN report: physical aids report their surveyed position; virtual ones are just a mark. */
export function atonMessage(s: Station, t: number): AisMessageInput {
  return {
    messageType: 21,
    mmsi: s.mmsi,
    typeOfAidsToNavigation: s.aidType,
    name: s.name,
    positionAccuracy: true,
    longitude: s.lon,
    latitude: s.lat,
    dimensionA: s.dims[0],
    dimensionB: s.dims[1],
    dimensionC: s.dims[2],
    dimensionD: s.dims[3],
    positionFixingDeviceType: 7,
    timeStamp: Math.floor(t) % 60,
    offPosition: false,
    virtualAid: s.virtual,
  };
}

/** Met/hydro observation (DAC 1 FI 31); weather drifts smoothly with time and latitude. */
export function meteoMessage(s: Station, t: number): AisMessageInput {
  const now = new Date(Math.floor(t) * 1000);
  const phase = (t / 3600 + s.mmsi) * 0.3;
  const wind = Math.max(0, 14 + 10 * Math.sin(phase) + (s.lat - 62) * 0.6);
  const air = 6 - (s.lat - 58) * 0.6 + 3 * Math.sin(phase * 0.7);
  const buoy = isMetBuoy(s.mmsi);
  return {
    messageType: 8,
    mmsi: s.mmsi,
    dac: 1,
    fi: 31,
    meteo: {
      longitude: s.lon,
      latitude: s.lat,
      positionAccuracy: true,
      utcDay: now.getUTCDate(),
      utcHour: now.getUTCHours(),
      utcMinute: now.getUTCMinutes(),
      windSpeed: buoy ? null : Math.round(wind),
      windGust: buoy ? null : Math.round(wind * 1.35),
      windDirection: buoy ? null : Math.round((230 + 60 * Math.sin(phase * 0.5) + 360) % 360),
      windGustDirection: buoy ? null : Math.round((235 + 60 * Math.sin(phase * 0.5) + 360) % 360),
      airTemperature: Math.round(air * 10) / 10,
      relativeHumidity: Math.round(80 + 10 * Math.cos(phase)),
      dewPoint: Math.round((air - 2.5) * 10) / 10,
      airPressure: Math.round(1005 + 12 * Math.sin(phase * 0.2)),
      airPressureTendency: Math.cos(phase * 0.2) > 0 ? 2 : 1,
      horizontalVisibility: Math.round(Math.max(0.5, 8 + 5 * Math.cos(phase * 1.3)) * 10) / 10,
      visibilityGreaterThan: false,
      waterLevel: Math.round(80 * Math.sin((t / 44712) * 2 * Math.PI + s.lon * RAD)) / 100,
      waterLevelTrend: Math.cos((t / 44712) * 2 * Math.PI) > 0 ? 2 : 1,
      surfaceCurrentSpeed: Math.round(Math.abs(10 * Math.sin(phase * 2))) / 10,
      surfaceCurrentDirection: Math.round((45 + 180 * (Math.sin(phase * 2) > 0 ? 1 : 0)) % 360),
      waveHeight: Math.round(Math.max(0.2, wind * 0.15) * 10) / 10,
      wavePeriod: Math.round(5 + wind * 0.2),
      waveDirection: Math.round((230 + 60 * Math.sin(phase * 0.5) + 360) % 360),
      seaState: Math.min(12, Math.round(wind / 5)),
      waterTemperature: Math.round((8 - (s.lat - 58) * 0.35) * 10) / 10,
      precipitationType: wind > 18 ? 1 : 7,
      salinity: 34.5,
      ice: 0,
    },
  };
}
