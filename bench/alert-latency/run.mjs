// Alert latency: an NMEA sentence sent to the running server's udp:// source moves a vessel
// into a zone; the time until a client reading the user's multiplex stream (fetch, as the web
// app does) gets the `alert` event, p50/p95 over ROUNDS entries, beside the spec's way of
// learning the same: polling each zone every 30 s (the expected wait is half of that).
// Run: npm run bench:alert-latency -w bench
import dgram from 'node:dgram';
import { AisEncoder } from '@havkart/ais';
import { signIn } from '../../apps/server/src/auth/sign-in.testing.ts';
import { startTestApp } from '../../apps/server/src/test-support/test-app.ts';
import { openAlertStream, zoneBody } from '../../apps/server/src/alerting/zones.testing.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 100);
const PASSWORD = 'bench-password';
const POLL_MS = 30_000;

async function freeUdpPort() {
  const socket = dgram.createSocket('udp4');
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise((resolve) => socket.close(resolve));
  return port;
}

const udpPort = await freeUdpPort();
const t = await startTestApp('sqlite', {
  DEMO_USER_PASSWORD: PASSWORD,
  AIS_SOURCES: `udp://127.0.0.1:${udpPort}`,
});
await t.app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${t.app.server.address().port}`;
const token = (await signIn(t.app, t.config.publicUrl, 'havforsker', PASSWORD)).tokens.access_token;
const auth = { authorization: `Bearer ${token}` };
const zone = await t.app.inject({
  method: 'POST',
  url: '/api/v1/alerting/zones',
  headers: auth,
  payload: zoneBody({ frequency: 'daily', mail: false }),
});
if (zone.statusCode !== 201) throw new Error(`zone not made: ${zone.body}`);

const encoder = new AisEncoder({ talker: 'AI' });
const udp = dgram.createSocket('udp4');
const send = (fields) => {
  for (const line of encoder.encode(fields)) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
};

const waiting = new Map();
const stream = await openAlertStream(base, token, (alert) =>
  waiting.get(alert.mmsi)?.(performance.now()),
);
if (stream.status !== 200) throw new Error(`multiplex: ${stream.status}`);

const latencies = [];
for (let i = 0; i < ROUNDS; i++) {
  const mmsi = 257300000 + i;
  send({ messageType: 5, mmsi, name: `BENCH ${i}`, shipType: 70, dimensionA: 50, dimensionB: 10 });
  send({ messageType: 1, mmsi, longitude: 13.5, latitude: 67.8, speedOverGround: 8 });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const got = new Promise((resolve) => waiting.set(mmsi, resolve));
  const sent = performance.now();
  send({ messageType: 1, mmsi, longitude: 14.5, latitude: 67.8, speedOverGround: 8 });
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 5000));
  const at = await Promise.race([got, timeout]);
  if (at === null) throw new Error(`no alert for ${mmsi} within 5 s`);
  latencies.push(at - sent);
}
latencies.sort((a, b) => a - b);
const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];

// The spec's way, measured in the same run: the zone's alerts polled every 30 s; entries sent
// at random moments of the period are seen at the next poll.
const POLL_ROUNDS = Number(process.env.POLL_ROUNDS ?? 4);
const zoneId = zone.json().id;
const sentAt = new Map();
const polled = [];
const since = new Date().toISOString();
const poll = async () => {
  const answer = await t.app.inject({
    url: `/api/v1/alerting/zones/${zoneId}/alerts?from=${since}`,
    headers: auth,
  });
  const now = performance.now();
  for (const alert of answer.json()) {
    const sent = sentAt.get(alert.mmsi);
    if (sent !== undefined) {
      polled.push(now - sent);
      sentAt.delete(alert.mmsi);
    }
  }
};
const poller = setInterval(() => void poll(), POLL_MS);
for (let i = 0; i < POLL_ROUNDS; i++) {
  const mmsi = 257400000 + i;
  send({ messageType: 5, mmsi, name: `POLL ${i}`, shipType: 70, dimensionA: 50, dimensionB: 10 });
  send({ messageType: 1, mmsi, longitude: 13.5, latitude: 67.8, speedOverGround: 8 });
  await new Promise((resolve) => setTimeout(resolve, Math.random() * (POLL_MS / POLL_ROUNDS)));
  sentAt.set(mmsi, performance.now());
  send({ messageType: 1, mmsi, longitude: 14.5, latitude: 67.8, speedOverGround: 8 });
}
while (sentAt.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
clearInterval(poller);
polled.sort((a, b) => a - b);
console.log(
  `push: ${ROUNDS} entries, p50 ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms; ` +
    `poll every ${POLL_MS / 1000} s, ${polled.length} entries: ${polled.map((ms) => Math.round(ms)).join(', ')} ms ` +
    `(mean ${Math.round(polled.reduce((a, b) => a + b, 0) / polled.length)} ms)`,
);
stream.close();
udp.close();
await t.cleanup();
