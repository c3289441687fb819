/**
 * The BarentsWatch live AIS representation, made at the API edge from our records (see
 * docs/api.md): `null` for values not available, `msgtime` as `…+00:00` with whole
 * seconds, `draught` in decimetres as AIS sends it, `eta` as `MMddHHmm`, `reportClass`
 * "A"/"B", `shipLength`/`shipWidth` from the dimensions. The keys and their order are those
 * of recorded production responses.
 */
import { formatEta } from '@havkart/ais';
import { atonTypeCategory } from '@havkart/domain';
import type { AtonRecord, MetStationRecord, SafetyRecord, VesselRecord } from './records.js';

export type ModelType = 'Simple' | 'Full';
export type ModelFormat = 'Json' | 'Geojson' | 'FeatureCollection';

/** `2023-02-17T11:38:39+00:00`. */
export function formatMsgtime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+00:00`;
}

function sum(a: number | null, b: number | null): number | null {
  if (a === null || b === null) return null;
  const total = a + b;
  return total > 0 ? total : null;
}

export type Json = Record<string, unknown>;

/** `MMddHHmm`, or null when the ETA has no date (month or day not available). */
export function formatVesselEta(eta: VesselRecord['eta']): string | null {
  if (!eta || eta.month === null || eta.day === null) return null;
  return formatEta(eta);
}

/** The "Simple" model: position and the few fields a map draws. */
export function simpleVessel(v: VesselRecord): Json {
  return {
    courseOverGround: v.courseOverGround,
    latitude: v.latitude,
    longitude: v.longitude,
    name: v.name,
    rateOfTurn: v.rateOfTurn,
    shipType: v.shipType,
    speedOverGround: v.speedOverGround,
    trueHeading: v.trueHeading,
    navigationalStatus: v.navigationalStatus,
    mmsi: v.mmsi,
    msgtime: formatMsgtime(v.msgtimeMs),
  };
}

/** The "Full" model: position merged with static and voyage data. */
export function fullVessel(v: VesselRecord): Json {
  return {
    mmsi: v.mmsi,
    msgtime: formatMsgtime(v.msgtimeMs),
    altitude: v.altitude,
    courseOverGround: v.courseOverGround,
    latitude: v.latitude,
    longitude: v.longitude,
    navigationalStatus: v.navigationalStatus,
    rateOfTurn: v.rateOfTurn,
    speedOverGround: v.speedOverGround,
    trueHeading: v.trueHeading,
    imoNumber: v.imoNumber,
    callSign: v.callSign,
    name: v.name,
    destination: v.destination,
    eta: formatVesselEta(v.eta),
    draught: v.draught === null ? null : Math.round(v.draught * 10),
    shipLength: sum(v.dimensionA, v.dimensionB),
    shipWidth: sum(v.dimensionC, v.dimensionD),
    shipType: v.shipType,
    dimensionA: v.dimensionA,
    dimensionB: v.dimensionB,
    dimensionC: v.dimensionC,
    dimensionD: v.dimensionD,
    positionFixingDeviceType: v.positionFixingDeviceType,
    reportClass: v.reportClass,
  };
}

export function vesselJson(v: VesselRecord, model: ModelType): Json {
  return model === 'Simple' ? simpleVessel(v) : fullVessel(v);
}

/** A GeoJSON Point Feature with the record's fields as properties. */
export function feature(properties: Json, longitude: number, latitude: number): Json {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
    properties,
  };
}

/** Typed `/v1/ais` messages: the vessel's latest position report. */
export function positionMessage(v: VesselRecord): Json {
  return {
    type: 'Position',
    messageType: v.positionMessageType,
    mmsi: v.mmsi,
    msgtime: formatMsgtime(v.positionMs),
    altitude: v.altitude,
    longitude: v.longitude,
    latitude: v.latitude,
    courseOverGround: v.courseOverGround,
    aisClass: v.reportClass,
    navigationalStatus: v.navigationalStatus,
    rateOfTurn: v.rateOfTurn,
    speedOverGround: v.speedOverGround,
    trueHeading: v.trueHeading,
  };
}

/** Typed `/v1/ais` messages: the vessel's latest static data (type 5, 19 or 24). */
export function staticMessage(v: VesselRecord): Json {
  const full = fullVessel(v);
  return {
    type: 'Staticdata',
    messageType: v.staticMessageType,
    mmsi: v.mmsi,
    msgtime: full.msgtime,
    imoNumber: full.imoNumber,
    callSign: full.callSign,
    name: full.name,
    destination: full.destination,
    eta: full.eta,
    draught: full.draught,
    shipLength: full.shipLength,
    shipWidth: full.shipWidth,
    shipType: full.shipType,
    dimensionA: full.dimensionA,
    dimensionB: full.dimensionB,
    dimensionC: full.dimensionC,
    dimensionD: full.dimensionD,
    positionFixingDeviceType: full.positionFixingDeviceType,
    reportClass: full.reportClass,
  };
}

export function atonMessage(a: AtonRecord): Json {
  return {
    type: 'Aton',
    messageType: 21,
    mmsi: a.mmsi,
    msgtime: formatMsgtime(a.msgtimeMs),
    longitude: a.longitude,
    latitude: a.latitude,
    name: a.name,
    typeOfAidsToNavigation: a.typeOfAidsToNavigation,
    // Spec 02 §3 aid record: the category travels with the code, by the shared domain rule.
    atonTypeCategory: atonTypeCategory(a.typeOfAidsToNavigation),
    typeOfElectronicFixingDevice: a.positionFixingDeviceType,
    dimensionA: a.dimensionA,
    dimensionB: a.dimensionB,
    dimensionC: a.dimensionC,
    dimensionD: a.dimensionD,
    offPosition: a.offPosition,
    virtualAid: a.virtualAid,
  };
}

const KNOTS_TO_MS = 0.514444;

/**
 * A met/hydro report (type 8) as the AIS weather-station record of spec 02 §3, wind speeds
 * in m/s as that record's observations use them.
 */
export function metHydroMessage(m: MetStationRecord): Json {
  const wind = m.meteo.windSpeed;
  return {
    type: 'BinaryBroadcastMetHyd',
    messageType: 8,
    mmsi: m.mmsi,
    msgtime: formatMsgtime(m.msgtimeMs),
    longitude: m.longitude,
    latitude: m.latitude,
    significantWaveHeight: m.meteo.waveHeight,
    waveDirection: m.meteo.waveDirection,
    windDirection: m.meteo.windDirection,
    avgWindSpeed: wind === null ? null : Math.round(wind * KNOTS_TO_MS * 10) / 10,
    geometry: { type: 'Point', coordinates: [m.longitude, m.latitude] },
  };
}

export function safetyMessage(s: SafetyRecord): Json {
  return {
    type: 'SafetyRelated',
    messageType: s.messageType,
    mmsi: s.mmsi,
    msgtime: formatMsgtime(s.msgtimeMs),
    destinationMmsi: s.destinationMmsi,
    text: s.text,
  };
}
