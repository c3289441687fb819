import { deskNotificationsToShow, type AppConfiguration } from '@havkart/domain';
import type { ApiClient } from '../../api/api-client.js';
import { fetchAisToken, keepAisTokenFresh } from '../../auth/ais-token.js';
import { fetchSignInConfig, type SignInConfig } from '../../auth/sign-in-config.js';
import { currentUserManager, signInAtStart, useSignIn } from '../../auth/sign-in.js';
import { mapComposer } from '../../map/map-setup.js';
import { testConnection, testNetworkAtStart, watchNetwork } from '../../network/connection-test.js';
import { isOnline, useNetwork } from '../../network/network.store.js';
import { checkCachedAreas } from '../../offline/caching.store.js';
import { pauseWhileOffline } from '../../offline/manual-pause.js';
import { probeWhileNetworkDown } from '../../offline/reconnect-probe.js';
import { renewSignInWhenOnline } from '../../offline/sign-in-renewal.js';
import { registerOfflineWorker } from '../../offline/register.js';
import { followNightSchedule } from '../../night-mode/schedule.js';
import { connectSettingOverlays } from '../../settings/map-overlays.js';
import { startUserDataSync } from '../../user-data/user-data.js';
import { useOverlays } from '../../shell/overlays.store.js';
import { loadFeatureFlags } from './feature-flags.js';
import { createDatasetServices, type StartupCatalogue } from './dataset-services-hook.js';
import { forecastTimesTask } from '../../features/forecast-time/forecast-time.task.js';
import { useForecastTime } from '../../features/forecast-time/forecast-time.store.js';
import { periodicTasks } from './periodic-tasks.js';
import { runPreload } from './preload.js';
import { preloadTasks } from './preload-tasks.js';
import { useStartup } from './startup.store.js';
import { showHowtoCards, showNews } from './news.js';

/** The embedded app's splash stays at least this long (spec 01 §9). */
export const EMBED_SPLASH_MIN_MS = 2_000;

export interface StartOptions {
  readonly api: ApiClient;
  readonly app: string;
  readonly language: string;
  readonly embedded: boolean;
  readonly navigate: (path: string) => void;
  /** Switches the interface language (the user's saved language after sign-in). */
  readonly applyLanguage?: (language: string) => void;
  readonly log?: (message: string, detail?: unknown) => void;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function showAppConfiguration(config: AppConfiguration, signedIn: boolean): void {
  const banner = deskNotificationsToShow(config.deskNotification)[0];
  useOverlays.getState().set({
    deskNotification: banner
      ? { text: banner.text, type: banner.type === 'success' ? 'info' : banner.type }
      : null,
  });
  // Another server's configuration may leave a list out: nothing to show then.
  showNews(config.news ?? [], signedIn);
  showHowtoCards(config.howtoCards ?? []);
  useStartup.setState({
    placeSearchSource: config.placeSearchSource ?? 'geonames',
    embedOrigins: config.embedOrigins ?? [],
  });
}

/** The start-up of spec 01 §4, in its order. Runs once per page. */
export async function startApp(options: StartOptions): Promise<void> {
  const { api, embedded } = options;
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  const splashUntil = embedded ? delay(EMBED_SPLASH_MIN_MS) : Promise.resolve();
  watchNetwork(api);
  // The offline worker and the check of downloaded areas, never in embed mode (R27.04).
  if (!embedded) {
    registerOfflineWorker(log);
    void checkCachedAreas(log);
  }
  await testNetworkAtStart();
  // Started offline (spec 01 §4): no silent sign-in, no waiting on the AIS token.
  const offlineAtStart = !isOnline(useNetwork.getState());
  // The live polls are paused while offline, so no answer tells that the network is back.
  probeWhileNetworkDown(useNetwork, testConnection);
  followNightSchedule();
  connectSettingOverlays(mapComposer);

  let signInConfig: SignInConfig | undefined;
  try {
    signInConfig = await fetchSignInConfig(api);
  } catch (error) {
    log('Sign-in settings not available', error);
  }
  const aisToken = (signal?: AbortSignal): Promise<string> =>
    signInConfig
      ? fetchAisToken(api, signInConfig, signal)
      : Promise.reject(new Error('Sign-in settings not available'));

  // Step 1: sign-in, never in embed mode.
  let signedIn = false;
  if (!embedded && signInConfig) {
    useSignIn.subscribe((state) => api.setSignInToken(state.accessToken));
    const user = await signInAtStart(signInConfig, options.navigate, log, undefined, {
      offline: offlineAtStart,
    });
    signedIn = user !== null;
    api.setSignInToken(useSignIn.getState().accessToken);
    // A stored sign-in kept offline with its token run out is renewed once online.
    renewSignInWhenOnline(useNetwork, currentUserManager, log);
  } else if (window.location.pathname.endsWith('/oidc_redirect_uri')) {
    // A callback nothing here can complete (embedded, or no sign-in settings) has failed.
    log('OIDC redirect URI');
    options.navigate('/');
  }
  useStartup.setState({ signedIn });

  // Step 3: the signed-in user's saved data.
  if (signedIn) {
    await startUserDataSync(api, options.app, options.applyLanguage ?? (() => undefined), log);
  }

  // Feature flags come after sign-in, so the user's own come with them; never blocking.
  void loadFeatureFlags(api, log);

  // Step 2: anonymous users get the AIS token; embedded, it is a required preload instead.
  // The first token is awaited, so the preload's calls already carry it.
  if (!signedIn && !embedded) {
    const renewal = keepAisTokenFresh({
      fetchToken: aisToken,
      setToken: api.setAisToken,
      log,
      paused: offlineAtStart,
    });
    // Offline the token cannot come; the app starts without it (A67) and it follows once
    // online; renewals wait while offline (spec 01 §4).
    pauseWhileOffline({ start: renewal.resume, stop: renewal.pause }, useNetwork);
    if (!offlineAtStart) await renewal.first;
  }

  // Step 4: the parallel preload.
  const outcome = await runPreload(
    preloadTasks({
      api,
      app: options.app,
      language: options.language,
      embedded,
      signedIn,
      fetchAisToken: aisToken,
    }),
    { log },
  );
  await splashUntil;
  if (!outcome.ok) {
    useStartup.setState({ phase: 'failed', failures: outcome.failures });
    return;
  }
  const { results } = outcome;
  if (embedded && typeof results.aisToken === 'string') {
    api.setAisToken(results.aisToken);
    const renewal = keepAisTokenFresh({
      fetchToken: aisToken,
      setToken: api.setAisToken,
      log,
      haveToken: true,
    });
    pauseWhileOffline({ start: renewal.resume, stop: renewal.pause }, useNetwork);
  }
  createDatasetServices({
    groups: results.datasetGroups as StartupCatalogue['groups'],
    datasets: results.datasets as StartupCatalogue['datasets'],
    forecastTimes: results.forecastTimes as StartupCatalogue['forecastTimes'],
  });
  showAppConfiguration(results.appConfig as AppConfiguration, signedIn);
  useForecastTime.getState().setTimes(results.forecastTimes as string[], Date.now());
  if (!periodicTasks.has('forecastTimes')) periodicTasks.register(forecastTimesTask(api));
  // Periodic polls wait while offline, manual mode or no network (spec 01 §4).
  pauseWhileOffline(periodicTasks, useNetwork);
  useStartup.setState({ phase: 'ready', datasetServicesCreated: true });
}
