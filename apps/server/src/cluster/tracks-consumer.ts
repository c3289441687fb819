/**
 * The track writer of a cluster: reads positions from the bus's durable consumer and stores
 * each batch before it is acknowledged, so a writer killed mid-batch loses nothing (the batch
 * comes again). Storing a batch twice changes nothing a reader sees: the track store keeps
 * one point per vessel, time and position (`sortPoints` on read and on compaction).
 */
import { positionReport, type BusMessage } from '../ingest/bus.js';
import type { TrackStore } from '../tracks/store.js';
import { toStoredPoint, type VesselPoint } from '../tracks/track-point.js';
import type { JetStreamBus } from './jetstream-bus.js';

/** The durable consumer's name, after the deployment's prefix. */
export const TRACK_WRITER = 'TRACK_WRITER';

/** The points of a batch of bus messages, as the store keeps them; others left out. */
export function trackPoints(items: readonly BusMessage[]): VesselPoint[] {
  const points: VesselPoint[] = [];
  for (const item of items) {
    const report = positionReport(item);
    const point = report && toStoredPoint({ ...report, msgtime: report.timeMs });
    if (point) points.push(point);
  }
  return points;
}

export function consumeTracks(bus: JetStreamBus, store: TrackStore): Promise<void> {
  return bus.consumeDurable(TRACK_WRITER, 'position', (items) => store.append(trackPoints(items)));
}
