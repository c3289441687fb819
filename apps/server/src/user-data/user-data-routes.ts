import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { UserProfiles as UserProfilesAnswer } from '@havkart/domain';
import { userProfiles } from '../auth/users.js';
import type { Caller } from '../auth/verify.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { myVesselRoutes } from './my-vessel-routes.js';
import { normalizeUserData } from './normalize.js';
import {
  AppParams,
  FeatureFlags,
  RestrictedAisProfile,
  UserData,
  UserProfiles,
  VesselProfile,
} from './schemas.js';
import { deleteUserSettings, readUserSettings, writeUserSettings } from './user-settings-store.js';

/** A user's saved data is small (settings, favourites, areas); more is not user data. */
export const USER_DATA_LIMIT_BYTES = 256 * 1024;

function signedIn(request: FastifyRequest): Caller {
  // The route's `signedIn` access declaration has already refused anyone else.
  if (!request.caller || request.caller.kind !== 'user') {
    throw new HttpProblem(401, 'Unauthorized', 'Sign in to use this resource');
  }
  return request.caller;
}

/**
 * The signed-in user's own data: profiles, own vessel, restricted-AIS permissions, saved
 * app data and feature flags (spec 01 §3, §7). Every answer is about the caller only.
 */
export const userDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { identity } = app;
  await app.register(myVesselRoutes);

  async function profilesOf(caller: Caller): Promise<UserProfilesAnswer> {
    const stored = await identity.storedUser(caller);
    if (stored) return userProfiles(stored);
    // A user of an external issuer: what the token says, no stored profiles.
    return {
      user: { id: caller.subject, name: caller.subject, email: null },
      roles: caller.roles,
      policies: caller.policies,
      arcticProfile: null,
      fiskInfoApplication: null,
      fiskInfoProfile: null,
      restrictedAisProfile: null,
      vesselProfile: null,
    };
  }

  app.get(
    '/api/v2/user/profiles',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['user'],
        summary: "The signed-in user's profiles, roles and policies",
        response: { 200: UserProfiles, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return profilesOf(signedIn(request));
    },
  );

  app.get(
    '/api/v1/vessel/own',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['user'],
        summary: "The signed-in user's own vessel; 404 when the user has no vessel id",
        response: { 200: VesselProfile, ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const profiles = await profilesOf(signedIn(request));
      if (!profiles.vesselProfile) {
        throw new HttpProblem(404, 'Not Found', 'The user has no vessel', 'VesselNotFound');
      }
      reply.header('cache-control', 'private, no-store');
      return profiles.vesselProfile;
    },
  );

  app.get(
    '/live/v1/user/userpermissions/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['user'],
        summary: "The signed-in user's restricted AIS profile",
        response: { 200: RestrictedAisProfile, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const profile = await identity.restrictedAisProfile(signedIn(request));
      reply.header('cache-control', 'private, no-store');
      return profile ?? { isValid: false, geoFilter: null };
    },
  );

  app.get(
    '/api/v1/featureflags',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['user'],
        summary: "Server feature flags and the signed-in user's own",
        response: { 200: FeatureFlags, ...problemResponses(401) },
      },
    },
    async (request, reply) => {
      const stored = request.caller ? await identity.storedUser(request.caller) : null;
      reply.header('cache-control', 'private, no-store');
      return {
        serverFlags: app.config.identity.featureFlags,
        userFlags: stored?.featureFlags ?? [],
      };
    },
  );

  const settingsRoute = {
    config: { access: 'signedIn' as const },
  };

  app.get(
    '/api/v1/spausersetting/:app',
    {
      ...settingsRoute,
      schema: {
        tags: ['user'],
        summary: "The signed-in user's saved data for an app; {} when none",
        params: AppParams,
        response: { 200: UserData, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      reply.header('cache-control', 'private, no-store');
      return readUserSettings(app.db, caller.userKey, request.params.app);
    },
  );

  app.post(
    '/api/v1/spausersetting/:app',
    {
      ...settingsRoute,
      bodyLimit: USER_DATA_LIMIT_BYTES,
      schema: {
        tags: ['user'],
        summary: "Saves the signed-in user's whole data object for an app; answers it as stored",
        params: AppParams,
        body: UserData,
        response: { 200: UserData, ...problemResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const caller = signedIn(request);
      const data = normalizeUserData(request.body);
      await writeUserSettings(app.db, caller.userKey, request.params.app, data);
      return data;
    },
  );

  app.delete(
    '/api/v1/spausersetting/:app',
    {
      ...settingsRoute,
      schema: {
        tags: ['user'],
        summary: "Deletes the signed-in user's saved data for an app",
        params: AppParams,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      await deleteUserSettings(app.db, caller.userKey, request.params.app);
      return reply.code(204).send(null);
    },
  );
};
