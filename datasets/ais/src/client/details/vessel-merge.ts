// Combining two records of one vessel: a stream update may carry only the position fields
// (Simple model), so fields it lacks keep their earlier values.
import type { FullVesselRecord } from './vessel-host.js';

function defined(record: FullVesselRecord): Partial<FullVesselRecord> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  ) as Partial<FullVesselRecord>;
}

/** The newer record's values over the older one's; an older update changes nothing it has. */
export function newerRecord(current: FullVesselRecord, update: FullVesselRecord): FullVesselRecord {
  const newer = Date.parse(update.msgtime) >= Date.parse(current.msgtime);
  return newer
    ? ({ ...current, ...defined(update) } as FullVesselRecord)
    : ({ ...defined(update), ...defined(current) } as FullVesselRecord);
}
