/**
 * The live AIS state: one record per MMSI for vessels, and apart from them aids to
 * navigation, AIS weather stations, base stations and safety-related texts. In memory, with
 * a grid index of vessel positions. Free of Fastify and the database.
 */
import type { AisMessage } from '@havkart/ais';
import { GridIndex, type BBox } from './grid-index.js';
import type {
  AtonRecord,
  BaseStationRecord,
  MetStationRecord,
  SafetyRecord,
  VesselRecord,
} from './records.js';
import {
  emptyVessel,
  mergeVesselMessage,
  VESSEL_POSITION_TYPES,
  VESSEL_STATIC_TYPES,
} from './vessel-merge.js';

/** Records not heard from for this long leave the live set (the old-AIS setting goes to 48 h). */
export const LIVE_RETENTION_MS = 72 * 3600 * 1000;

/** What changed, for subscribers (streams). */
export type LiveChange =
  | { kind: 'vessel'; record: VesselRecord; position: boolean; static: boolean }
  | { kind: 'aton'; record: AtonRecord }
  | { kind: 'meteo'; record: MetStationRecord }
  | { kind: 'safety'; record: SafetyRecord };

export type LiveChangeListener = (change: LiveChange) => void;

export class LiveState {
  readonly vessels = new Map<number, VesselRecord>();
  readonly atons = new Map<number, AtonRecord>();
  readonly metStations = new Map<number, MetStationRecord>();
  readonly baseStations = new Map<number, BaseStationRecord>();
  readonly safety = new Map<number, SafetyRecord>();
  /** Vessel positions. */
  readonly index = new GridIndex();
  private readonly listeners = new Set<LiveChangeListener>();

  onChange(listener: LiveChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(change: LiveChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Applies one decoded, deduplicated message received at `timeMs`. */
  apply(m: AisMessage, timeMs: number): void {
    const type = m.messageType;
    if (VESSEL_POSITION_TYPES.has(type) || VESSEL_STATIC_TYPES.has(type)) {
      this.countForStation(m.source, VESSEL_POSITION_TYPES.has(type) ? 'position' : 'static');
      let v = this.vessels.get(m.mmsi);
      if (!v) {
        v = emptyVessel(m.mmsi);
        this.vessels.set(m.mmsi, v);
      }
      const result = mergeVesselMessage(v, m, timeMs);
      if (result.position) this.index.set(v.mmsi, v.longitude!, v.latitude!);
      if (result.position || result.static) this.emit({ kind: 'vessel', record: v, ...result });
      return;
    }
    switch (m.messageType) {
      case 21: {
        this.countForStation(m.source, 'aton');
        if (m.latitude === null || m.longitude === null) return;
        const record: AtonRecord = {
          mmsi: m.mmsi,
          msgtimeMs: timeMs,
          latitude: m.latitude,
          longitude: m.longitude,
          name: m.name,
          typeOfAidsToNavigation: m.typeOfAidsToNavigation,
          positionFixingDeviceType: m.positionFixingDeviceType,
          dimensionA: m.dimensionA,
          dimensionB: m.dimensionB,
          dimensionC: m.dimensionC,
          dimensionD: m.dimensionD,
          offPosition: m.offPosition,
          virtualAid: m.virtualAid,
        };
        this.atons.set(m.mmsi, record);
        this.emit({ kind: 'aton', record });
        return;
      }
      case 8: {
        const meteo = m.meteo;
        if (!meteo || meteo.latitude === null || meteo.longitude === null) return;
        const record: MetStationRecord = {
          mmsi: m.mmsi,
          msgtimeMs: timeMs,
          latitude: meteo.latitude,
          longitude: meteo.longitude,
          fi: m.fi,
          meteo,
        };
        this.metStations.set(m.mmsi, record);
        this.emit({ kind: 'meteo', record });
        return;
      }
      case 4: {
        const b = this.baseStation(m.mmsi);
        b.msgtimeMs = timeMs;
        b.latitude = m.latitude;
        b.longitude = m.longitude;
        b.baseStationMessageStatistics++;
        return;
      }
      case 12:
      case 14: {
        const record: SafetyRecord = {
          mmsi: m.mmsi,
          msgtimeMs: timeMs,
          messageType: m.messageType,
          destinationMmsi: m.messageType === 12 ? m.destinationMmsi : null,
          text: m.text,
        };
        this.safety.set(m.mmsi, record);
        this.emit({ kind: 'safety', record });
        return;
      }
      default:
        return;
    }
  }

  private baseStation(mmsi: number): BaseStationRecord {
    let b = this.baseStations.get(mmsi);
    if (!b) {
      b = {
        mmsi,
        msgtimeMs: 0,
        latitude: null,
        longitude: null,
        aisPositionMessageStatistics: 0,
        aisStaticDataMessageStatistics: 0,
        atonMessageStatistics: 0,
        baseStationMessageStatistics: 0,
      };
      this.baseStations.set(mmsi, b);
    }
    return b;
  }

  /**
   * Counts a relayed message against the receiving station when the tag block names it by
   * MMSI (`s:2573205` on the Coastal Administration's feed).
   */
  private countForStation(source: string | null, kind: 'position' | 'static' | 'aton'): void {
    if (source === null || !/^\d{7,9}$/.test(source)) return;
    const b = this.baseStations.get(Number(source));
    if (!b) return;
    if (kind === 'position') b.aisPositionMessageStatistics++;
    else if (kind === 'static') b.aisStaticDataMessageStatistics++;
    else b.atonMessageStatistics++;
  }

  /** Vessels with a position inside the box. */
  vesselsIn(box: BBox, visit: (v: VesselRecord) => void): void {
    this.index.search(box, (mmsi) => visit(this.vessels.get(mmsi)!));
  }

  /** Drops records last heard before `nowMs − LIVE_RETENTION_MS`; returns how many. */
  expire(nowMs: number): number {
    const cutoff = nowMs - LIVE_RETENTION_MS;
    let dropped = 0;
    for (const [mmsi, v] of this.vessels) {
      if (v.msgtimeMs < cutoff) {
        this.vessels.delete(mmsi);
        this.index.delete(mmsi);
        dropped++;
      }
    }
    for (const map of [this.atons, this.metStations, this.baseStations, this.safety]) {
      for (const [mmsi, r] of map) {
        if (r.msgtimeMs < cutoff) {
          map.delete(mmsi);
          dropped++;
        }
      }
    }
    return dropped;
  }
}
