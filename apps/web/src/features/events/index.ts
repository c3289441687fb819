// Events at signed-in start (R21.07, R21.13): after a good preload the configs are fetched
// and polled; alerts pushed on the tab's live connection come in as they happen; each new
// one raises the popup while 'Show popup for new alerts' is on (R21.11).
import { followAlerts } from '@havkart/dataset-ais/client';
import type { ZoneAlert } from '@havkart/domain';
import { getI18n } from 'react-i18next';
import { apiClient } from '../../api/client.js';
import { useStartup } from '../../app/startup/startup.store.js';
import { isOnline, useNetwork } from '../../network/network.store.js';
import { pauseWhileOffline } from '../../offline/manual-pause.js';
import { useSignIn } from '../../auth/sign-in.js';
import { effectiveSetting } from '../../settings/definitions.js';
import { useSettings } from '../../settings/settings.store.js';
import { useOverlays } from '../../shell/overlays.store.js';
import { alertText } from './event-text.js';
import { startEvents, useEvents, zoneNameOf } from './events.store.js';

function showPopup(alert: ZoneAlert): void {
  if (effectiveSetting('eventNotificationPopups', useSettings.getState().values) !== true) return;
  const t = getI18n().t;
  useOverlays.getState().set({
    eventNotification: {
      title: alertText(t, alert, zoneNameOf(alert, useEvents.getState().configs)),
      text: new Date(alert.time).toLocaleString(getI18n().language),
      path: `/ais/${alert.mmsi}`,
    },
  });
}

const transport = {
  stream: (
    path: string,
    body: unknown,
    onEvent: (event: string, data: string) => void,
    signal: AbortSignal,
  ) =>
    apiClient.stream(
      path,
      { onEvent: (event) => onEvent(event.event, event.data) },
      { json: body, signal },
    ),
};

let connected = false;

/** Starts events for the signed-in user once start-up is ready; stops them on sign-out. */
export function connectEvents(): void {
  if (connected) return;
  connected = true;
  let running: { subject: string; stop(): void } | null = null;
  const check = (): void => {
    const { phase, signedIn } = useStartup.getState();
    const subject = useSignIn.getState().user?.subject ?? null;
    if (running && (subject !== running.subject || !signedIn)) {
      running.stop();
      running = null;
    }
    if (running || phase !== 'ready' || !signedIn || subject === null) return;
    let stopped = false;
    let stopFollowing: (() => void) | undefined;
    let events: Awaited<ReturnType<typeof startEvents>> | undefined;
    let starting = false;
    const follow = () => {
      stopFollowing ??= followAlerts(transport, console, (data) => {
        try {
          events?.push(JSON.parse(data) as ZoneAlert);
        } catch {
          // A broken event is skipped; the next poll brings the alert anyway.
        }
      });
    };
    // Offline (manual mode or no network) the polls and the alerts part wait (spec 01 §4);
    // the first fetch waits too, so an offline start asks nothing.
    const unfollowNetwork = pauseWhileOffline(
      {
        start: () => {
          if (events) {
            events.resume();
            follow();
            return;
          }
          if (starting) return;
          starting = true;
          void startEvents({ api: apiClient, onNew: showPopup }).then((started) => {
            if (stopped) return started.stop();
            events = started;
            if (isOnline(useNetwork.getState())) follow();
            else started.pause();
          });
        },
        stop: () => {
          events?.pause();
          stopFollowing?.();
          stopFollowing = undefined;
        },
      },
      useNetwork,
    );
    running = {
      subject,
      stop: () => {
        stopped = true;
        unfollowNetwork();
        stopFollowing?.();
        events?.stop();
      },
    };
  };
  check();
  useStartup.subscribe(check);
  useSignIn.subscribe(check);
}
