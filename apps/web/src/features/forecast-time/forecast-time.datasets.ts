// Datasets that follow the selected forecast time are rebuilt when it changes (R15.17):
// their data URL asks for the new time, or their layers hide observations ahead of now.
import type { DatasetServices } from '../../datasets/dataset-services.js';
import { useForecastTime } from './forecast-time.store.js';

type TimeFollowers = Pick<DatasetServices, 'services'>;

/** Refreshes each active dataset that follows the time after every change of it. */
export function refreshOnForecastTimeChange(services: TimeFollowers): () => void {
  return useForecastTime.subscribe((state, previous) => {
    if (state.selected === previous.selected) return;
    for (const service of services.services.values()) {
      if (service.flags.active && service.followsSelectedTime()) {
        void service.refresh().catch(() => undefined);
      }
    }
  });
}
