import type { FastifyPluginAsync } from 'fastify';
import { containerRoutes } from './container-routes.js';
import { startGearOverlay } from './gear-overlay.js';
import { gearRoutes } from './gear-routes.js';
import { reportRoutes } from './report-routes.js';

/**
 * FiskInfo on the server: report endpoints, the gear views and drifting-object reports.
 * Registered after the dataset services, whose gear layers it overlays with what is
 * reported here.
 */
export function fishinfoRoutes(env: NodeJS.ProcessEnv): FastifyPluginAsync {
  return async (app) => {
    const overlay = startGearOverlay(app);
    app.addHook('onReady', () => overlay.refresh());
    app.addHook('onClose', async () => overlay.stop());
    const onGearChanged = () => overlay.refresh();
    await app.register(reportRoutes({ onGearChanged }));
    await app.register(gearRoutes({ onGearChanged }));
    await app.register(containerRoutes(env));
  };
}
