/**
 * The live API's base paths and who may use each: the one place where a route's access is
 * declared. Every live route is registered once per base.
 */
import type { LiveAccess } from '../access.js';
import type { LiveTier } from '../tiers.js';

export interface LiveBase {
  /** Path prefix, without a trailing slash. */
  prefix: string;
  tier: LiveTier;
  access: LiveAccess;
  /** Shown in the OpenAPI document (aliases are hidden to keep it readable). */
  documented: boolean;
}

export const LIVE_BASES: readonly LiveBase[] = [
  { prefix: '/live/v1', tier: 'open', access: 'public', documented: true },
  // Some clients call the API without the /live prefix.
  { prefix: '/v1', tier: 'open', access: 'public', documented: false },
  { prefix: '/live/restricted/v1', tier: 'restricted', access: 'restricted', documented: true },
  { prefix: '/live/arctic/v1', tier: 'arctic', access: 'arctic', documented: true },
  { prefix: '/live/fiskinfo/v1', tier: 'fiskinfo', access: 'fiskinfo', documented: true },
  { prefix: '/live/fishhealth/v1', tier: 'fishhealth', access: 'fishhealth', documented: true },
];
