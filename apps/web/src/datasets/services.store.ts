import { create } from 'zustand';
import type { DatasetServices } from './dataset-services.js';

/** The running dataset services, once start-up created them. */
export const useDatasetServices = create<{ services: DatasetServices | null }>(() => ({
  services: null,
}));
