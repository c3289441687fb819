// The signed-in user's zone and distress alerts ride on the tab's one live connection (the
// `alerts` part of `sse/multiplex`): the web app's alert feature sets the part here, so an
// alert arrives as it happens without a second connection. With the vessels polled at low
// zoom the connection carries this part alone.
import { LIVE_OPEN_BASE } from '../../manifest.js';
import { sharedStream, type StreamTransport } from './stream-connection.js';

/** Adds the alerts part; the returned function removes it again (sign-out). */
export function followAlerts(
  transport: StreamTransport,
  log: Pick<Console, 'warn'>,
  onAlert: (data: string) => void,
): () => void {
  const stream = sharedStream(LIVE_OPEN_BASE, transport, log);
  stream.set('alerts', {}, onAlert);
  return () => stream.delete('alerts');
}
