// Samples GET /api/v1/timestamp every 100 ms, each request timed from the moment it is due
// (a stalled server queues them; the wait counts). A process of its own, so the attacks'
// clients do not delay its timer. Controlled over IPC: 'start' and 'stop' → {count, p50, p99, max}.
import http from 'node:http';

const [origin] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true });
let latencies = [];
let errors = 0;
let timer = null;

function sample() {
  const due = performance.now();
  const req = http.get(`${origin}/api/v1/timestamp`, { agent }, (res) => {
    res.resume();
    res.on('end', () => {
      if (res.statusCode === 200) latencies.push(performance.now() - due);
      else errors++;
    });
  });
  req.on('error', () => errors++);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

process.on('message', (msg) => {
  if (msg === 'start') {
    latencies = [];
    errors = 0;
    timer = setInterval(sample, 100);
  } else if (msg === 'stop') {
    clearInterval(timer);
    // Let requests still on their way land, so a stall shows as a long sample, not a lost one.
    setTimeout(() => {
      const sorted = [...latencies].sort((a, b) => a - b);
      process.send({
        count: sorted.length,
        errors,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        max: sorted.at(-1),
      });
    }, 2000);
  } else if (msg === 'exit') {
    process.exit(0);
  }
});
process.send('ready');
