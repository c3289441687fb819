// Datasets whose manifests say `periodic` are fetched again every `updateIntervalMs` while
// they are on the map (spec 02 §3: warnings, observations; the base-station layer every
// minute, R10.28). They ride the app's periodic-task registry, so manual offline mode and a
// lost network pause them with every other poll.
import type { PeriodicTask } from '../app/startup/periodic-tasks.js';
import type { DatasetService } from './dataset-service.js';

/** The registry calls a dataset's timer needs. */
export interface TaskRegistry {
  register(task: PeriodicTask): boolean;
}

/** Its task id; one per dataset. */
export function datasetUpdateTaskId(datasetId: string): string {
  return `dataset:${datasetId}`;
}

/**
 * One task per periodic dataset. A task finds nothing to do while its dataset is off; its
 * failure is logged by the registry and the data already drawn stays.
 */
export function updatePeriodically(
  services: Iterable<DatasetService>,
  registry: TaskRegistry,
): void {
  for (const service of services) {
    const { updateMode, updateIntervalMs } = service.dataset;
    if (updateMode !== 'periodic' || !updateIntervalMs || updateIntervalMs <= 0) continue;
    registry.register({
      id: datasetUpdateTaskId(service.id),
      intervalMs: updateIntervalMs,
      run: () => service.update(),
    });
  }
}
