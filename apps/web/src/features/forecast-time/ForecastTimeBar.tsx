// Where the time bar shows: over the map while a dataset that follows the forecast time is on;
// its code loads with the first such dataset.
import { lazy, Suspense } from 'react';
import { flagsOf, useDatasetFlags } from '../../datasets/flags.store.js';
import { useDatasetServices } from '../../datasets/services.store.js';

const ForecastTimeSlider = lazy(() => import('./ForecastTimeSlider.js'));

/** Whether any dataset on the map follows the selected forecast time. */
export function useTimeFollowingDatasetOn(): boolean {
  const services = useDatasetServices((state) => state.services);
  return useDatasetFlags((state) => {
    if (!services) return false;
    for (const service of services.services.values()) {
      if (flagsOf(state, service.id).active && service.followsSelectedTime()) return true;
    }
    return false;
  });
}

export function ForecastTimeBar() {
  if (!useTimeFollowingDatasetOn()) return null;
  return (
    <Suspense fallback={null}>
      <ForecastTimeSlider />
    </Suspense>
  );
}
