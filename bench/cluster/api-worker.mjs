// The API side of the throughput run in a process of its own, as in a deployment: a
// JetStream bus feeding a live state; reports when it has delivered `target` messages.
import { LiveService } from '../../apps/server/src/live/live-service.ts';
import { JetStreamBus } from '../../apps/server/src/cluster/jetstream-bus.ts';

const quiet = { info() {}, warn() {}, error() {} };
const options = JSON.parse(process.argv[2]);
const bus = await JetStreamBus.connect({ ...options, log: quiet });
const api = new LiveService(bus);
let delivered = 0;
let target = Infinity;
bus.subscribe(() => {
  delivered++;
  if (delivered === target) finish();
});
async function finish() {
  process.send({ delivered, vessels: api.state.vessels.size, at: Date.now() });
  await api.close();
  process.disconnect();
}
process.on('message', (message) => {
  target = message.target;
  if (delivered >= target) void finish();
});
process.send({ ready: true });
