/**
 * A server that publishes positions on its live bus until it is killed, for the durability
 * test. Each vessel report is real AIS: encoded, decoded, then published as ingest would.
 * After each batch it prints `published <count> <epoch ms>`, so the test knows what the
 * server had accepted by any moment.
 */
import { AisEncoder, decodeLines, type AisMessage } from '@havkart/ais';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';

/** Vessel of the n-th report and its time: one report a second of simulated time. */
export function publishedPoint(
  n: number,
  start: number,
): { mmsi: number; t: number; latitude: number } {
  return { mmsi: 257_100_000 + (n % 5), t: start + n, latitude: 60 + n / 100_000 };
}

const start = Number(process.env.PUBLISH_START);
const app = await buildApp(loadConfig({ ...process.env, AIS_SOURCES: '' }), { logger: false });
const encoder = new AisEncoder();
let count = 0;
process.stdout.write('ready\n');
setInterval(() => {
  for (let k = 0; k < 5; k++) {
    const { mmsi, t, latitude } = publishedPoint(count, start);
    const lines = encoder.encode(
      {
        messageType: 1,
        mmsi,
        latitude,
        longitude: 5,
        speedOverGround: 10,
        courseOverGround: 90,
        trueHeading: 90,
      },
      { channel: 'A', source: '2573000', time: t },
    );
    const message = decodeLines(lines)[0] as AisMessage;
    app.live.bus.publish({ message, timeMs: t * 1000 });
    count++;
  }
  process.stdout.write(`published ${count} ${Date.now()}\n`);
}, 10);
