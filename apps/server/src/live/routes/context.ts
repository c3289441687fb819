import type { RouteAccess } from '../../auth/access.js';
import type { LiveService } from '../live-service.js';
import type { StreamLimits } from '../stream-limits.js';
import type { LiveBase } from './bases.js';

/** What each live route module gets: its base, the service, and the base's route config. */
export interface LiveRouteContext {
  base: LiveBase;
  live: LiveService;
  /** Open streams per client and in all. */
  streams: StreamLimits;
  /** Route config declaring the base's access, enforced by the server-wide access check. */
  config: { access: RouteAccess };
}
