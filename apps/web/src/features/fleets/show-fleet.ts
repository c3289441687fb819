// "Show only this fleet": the AIS dataset's `mmsis` vessel filter set to the fleet's vessels.
import { useDatasetServices } from '../../datasets/services.store.js';

const AIS_DATASET = 'ais';
const MMSI_FILTER = 'mmsis';

/** Sets the vessel filter to the fleet's MMSIs; false when the AIS dataset is not there. */
export async function showOnlyFleet(mmsis: readonly string[]): Promise<boolean> {
  const services = useDatasetServices.getState().services;
  if (!services?.get(AIS_DATASET)) return false;
  const filters = services.filters(AIS_DATASET);
  const value = mmsis.map(Number);
  const next = filters.map((filter) =>
    filter.id === MMSI_FILTER ? { ...filter, active: value.length > 0, value } : filter,
  );
  await services.setFilters(AIS_DATASET, next);
  return next.some((filter) => filter.id === MMSI_FILTER);
}
