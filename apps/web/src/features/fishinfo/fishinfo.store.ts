// The vessel's gear and change reports (R24.16) and the user's sensors (R24.15), fetched
// when a view shows them; a fresh fetch clears the completed queue items of its category
// (R24.23), since what they sent is in the list by then.
import { apiClient } from '../../api/client.js';
import {
  CHANGES_PATH,
  SENSORS_PATH,
  type FacilityChanges,
  type SensorRecord,
} from './report-api.js';
import { clearCompletedReports } from './report-queue.js';

export async function loadFacilityChanges(signal: AbortSignal): Promise<FacilityChanges> {
  const changes = await apiClient.get<FacilityChanges>(CHANGES_PATH, { signal });
  clearCompletedReports('fishingFacility');
  return changes;
}

export async function loadSensors(signal: AbortSignal): Promise<readonly SensorRecord[]> {
  const sensors = (await apiClient.get<SensorRecord[]>(SENSORS_PATH, { signal })) ?? [];
  clearCompletedReports('sensor');
  return sensors;
}
