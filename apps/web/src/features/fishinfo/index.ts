// FiskInfo reporting in the web app: the queue sends through the app's API client, and
// queued reports are retried at start (once signed in), when the network returns and by
// "Send now" (A76); the queue module keeps them at least 60 s apart.
import { apiClient } from '../../api/client.js';
import { useStartup } from '../../app/startup/startup.store.js';
import { isOnline, useNetwork } from '../../network/network.store.js';
import { reportTransport } from './report-api.js';
import { configureReportQueue, retryQueuedReports, useQueuedReports } from './report-queue.js';

export {
  clearCompletedReports,
  clearQueuedReports,
  removeQueuedReport,
  retryQueuedReports,
  useQueuedReports,
} from './report-queue.js';

let connected = false;

export function connectFishinfo(): void {
  if (connected) return;
  connected = true;
  configureReportQueue({
    transport: reportTransport(apiClient),
    isOnline: () => isOnline(useNetwork.getState()),
  });
  const retry = () => {
    if (useQueuedReports.getState().items.length === 0) return;
    if (!apiClient.state.getState().signInToken) return;
    void retryQueuedReports();
  };
  let startedRetry = false;
  const atStart = () => {
    const { phase, signedIn } = useStartup.getState();
    if (startedRetry || phase !== 'ready' || !signedIn) return;
    startedRetry = true;
    retry();
  };
  atStart();
  useStartup.subscribe(atStart);
  let wasOnline = isOnline(useNetwork.getState());
  useNetwork.subscribe((state) => {
    const online = isOnline(state);
    if (online && !wasOnline) retry();
    wasOnline = online;
  });
}
