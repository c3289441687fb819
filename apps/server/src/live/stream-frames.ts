/**
 * The text of one stream update: which representation a stream wants, and the update in
 * it, serialised once per tick and representation however many streams send it.
 */
import type { AtonRecord, MetStationRecord, SafetyRecord, VesselRecord } from './records.js';
import {
  atonMessage,
  feature,
  metHydroMessage,
  positionMessage,
  safetyMessage,
  staticMessage,
  vesselJson,
  type Json,
  type ModelType,
} from './representation.js';

export type StreamFraming = 'sse' | 'ndjson';

/** Vessel, position, static, aid, met-hydro station, safety message. */
export type MessageKind = 'V' | 'P' | 'S' | 'A' | 'M' | 'X';

export type StreamRecord = VesselRecord | AtonRecord | MetStationRecord | SafetyRecord;

/** What decides an update's text on a stream. */
export interface FrameOptions {
  modelType: ModelType;
  geojson: boolean;
  framing: StreamFraming;
}

const KIND_INDEX: Record<MessageKind, number> = { V: 0, P: 1, S: 2, A: 3, M: 4, X: 5 };

/** Index of a representation in a `frames` array. */
function variant(options: FrameOptions, kind: MessageKind): number {
  return (
    KIND_INDEX[kind] * 8 +
    (options.modelType === 'Simple' ? 4 : 0) +
    (options.geojson ? 2 : 0) +
    (options.framing === 'sse' ? 1 : 0)
  );
}

/**
 * The update's framed text for these options, from `frames` (the update's texts so far this
 * tick, by representation) or serialised now and kept there.
 */
export function frame(
  options: FrameOptions,
  kind: MessageKind,
  record: StreamRecord,
  frames: string[],
): string {
  const at = variant(options, kind);
  let framed = frames[at];
  if (framed === undefined) {
    const json = JSON.stringify(represent(kind, record, options.modelType, options.geojson));
    framed = frames[at] = options.framing === 'sse' ? `data: ${json}\n\n` : `${json}\n`;
  }
  return framed;
}

function represent(
  kind: MessageKind,
  record: StreamRecord,
  model: ModelType,
  geojson: boolean,
): Json {
  let body: Json;
  switch (kind) {
    case 'V':
      body = vesselJson(record as VesselRecord, model);
      break;
    case 'P':
      body = positionMessage(record as VesselRecord);
      break;
    case 'S':
      body = staticMessage(record as VesselRecord);
      break;
    case 'A':
      body = atonMessage(record as AtonRecord);
      break;
    case 'M':
      body = metHydroMessage(record as MetStationRecord);
      break;
    case 'X':
      body = safetyMessage(record as SafetyRecord);
      break;
  }
  if (!geojson || kind === 'X') return body;
  const r = record as VesselRecord;
  return r.longitude === null || r.latitude === null
    ? body
    : feature(body, r.longitude, r.latitude);
}
