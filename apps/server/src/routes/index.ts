import type { FastifyInstance } from 'fastify';
import { baseStationRoutes } from './api/v1/base-stations.js';
import { baseStationLayerRoutes } from './api/v1/base-station-layer.js';
import { timestampRoutes } from './api/v1/timestamp.js';
import { fontRoutes } from './fonts.js';
import { healthRoutes } from './health.js';
import { polarTileRoutes } from './tiles/polar-tiles.js';
import { datasetRegistry } from '@havkart/dataset-registry';
import { datasetServerParts } from '@havkart/dataset-registry/server';
import { upstreamPollingPlugin } from '../cluster/upstream-polling-plugin.js';
import { datasetServicesPlugin } from '../datasets/dataset-services.js';
import { datasetRoutes } from '../datasets/dataset-routes.js';
import { geodataRoutes } from '../datasets/geodata-routes.js';
import { fishHealthRoutes } from '../datasets/fish-health-routes.js';
import { registerRasterRoutes } from '../raster/index.js';
import { userDataRoutes } from '../user-data/user-data-routes.js';
import { fleetRoutes } from '../fleets/fleet-routes.js';
import { zoneRoutes } from '../alerting/zone-routes.js';
import { fishinfoRoutes } from '../fishinfo/fishinfo-routes.js';
import { appConfigRoutes } from '../app-config/app-config-routes.js';
import { catalogueRoutes } from '../catalogue/catalogue-routes.js';
import { forecastRoutes } from '../forecast/forecast-routes.js';
import { registrationRoutes } from '../registration/registration-routes.js';
import { applicationRoutes } from '../applications/application-routes.js';
import { adminRoutes } from '../admin/admin-routes.js';
import { vesselRoutes } from '../admin/vessel-routes.js';
import { loadProxyConfig } from '../proxy/proxy-config.js';
import { proxyRoutes } from '../proxy/proxy-routes.js';
import { placeSearchRoutes } from '../search/place-search-routes.js';
import { loadOffshoreInstallations } from '../offshore/offshore-installations.js';
import { offshoreInstallationRoutes } from '../offshore/offshore-routes.js';

/** Every route module, registered in one place. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(timestampRoutes);
  await app.register(upstreamPollingPlugin);
  await app.register(
    datasetServicesPlugin({ registry: datasetRegistry, parts: datasetServerParts }),
  );
  await app.register(datasetRoutes(datasetRegistry));
  await app.register(polarTileRoutes());
  await app.register(geodataRoutes);
  await app.register(fishHealthRoutes);
  await registerRasterRoutes(app, datasetRegistry, process.env);
  await app.register(fontRoutes);
  await app.register(userDataRoutes);
  await app.register(fleetRoutes);
  await app.register(zoneRoutes);
  await app.register(fishinfoRoutes(process.env));
  await app.register(appConfigRoutes);
  await app.register(catalogueRoutes());
  await app.register(forecastRoutes);
  await app.register(registrationRoutes);
  await app.register(applicationRoutes);
  await app.register(adminRoutes);
  await app.register(vesselRoutes);
  await app.register(baseStationRoutes);
  await app.register(baseStationLayerRoutes);
  await app.register(proxyRoutes(loadProxyConfig(process.env)));
  await app.register(placeSearchRoutes(process.env));
  await app.register(offshoreInstallationRoutes(loadOffshoreInstallations(process.env)));
}
