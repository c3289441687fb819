import { Registry } from '../app/registry.js';
import { CLIENT_PARTS } from './client-parts.js';

/** A dataset the web app has a client part for. */
export interface ClientDataset {
  id: string;
}

/**
 * The datasets this build of the web app knows: one per client part. `/{datasetId}/{featureId}`
 * opens dataset details only for these; any other first path segment is a route name nobody
 * knows.
 */
export const datasetCatalogue = new Registry<ClientDataset>('dataset');

for (const part of CLIENT_PARTS) datasetCatalogue.register({ id: part.datasetId });
