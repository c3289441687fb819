// Search box, request to rendered merged results: 100,000 vessels, 200 queries, the three
// sources of the box (vessels, weather stations, places) asked at once over loopback HTTP by
// the box's own code (its sources, runSearch, ordering), the merged list then rendered to
// HTML with React. Ours: the server's vessel search (exact, prefix, then bounded edits);
// peer: the same ranking with a plain, unbounded edit distance for every vessel, asked
// through the same client path. Run: npm run bench:search -w bench
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { searchVessels } from '../../packages/domain/src/ais/search.ts';
import { vesselSearchSource } from '../../datasets/ais/src/client/search/vessel-search.ts';
import { loadGeoNamesIndex } from '../../datasets/place-names/src/server/geonames-index.ts';
import {
  placeNameSearchSource,
  searchGeoNames,
} from '../../datasets/place-names/src/search/index.ts';
import { weatherStationSearchSource } from '../../apps/web/src/features/search/sources/weather-stations.ts';
import { runSearch } from '../../apps/web/src/features/search/run.ts';
import { naiveSearch } from './peer.mjs';
import { makeVessels, makeStations, makeQueries } from './data.mjs';

const VESSELS = Number(process.env.VESSELS ?? 100_000);
const QUERIES = Number(process.env.QUERIES ?? 200);
const TARGET_P95_MS = 150;

const vessels = makeVessels(VESSELS);
const stations = makeStations();
const places = loadGeoNamesIndex(process.env.GEONAMES_FILE || undefined).places;
const queries = makeQueries(vessels, QUERIES);

function json(res, body) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const query = url.searchParams.get('query') ?? '';
  if (url.pathname === '/live/v1/latest/search') return json(res, searchVessels(query, vessels));
  if (url.pathname === '/peer/live/v1/latest/search') return json(res, naiveSearch(query, vessels));
  if (url.pathname === '/api/v1/search/places') {
    return json(res, { demoData: true, results: searchGeoNames(places, query) });
  }
  if (url.pathname === '/api/v1/weatherstations') {
    const q = query.toLowerCase();
    return json(
      res,
      stations.filter((s) => s.name.toLowerCase().includes(q)),
    );
  }
  res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const agent = new http.Agent({ keepAlive: true });

function hostFor(prefix) {
  return {
    get: (path, signal) =>
      new Promise((resolve, reject) => {
        const target = path.startsWith('/live/') ? `${prefix}${path}` : path;
        const req = http.get(`${origin}${target}`, { agent, signal }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        });
        req.on('error', reject);
      }),
    restrictedAis: () => Promise.resolve(false),
  };
}

const sources = [
  vesselSearchSource,
  weatherStationSearchSource,
  placeNameSearchSource('geonames', (type) => type),
];

/** The merged list as the box draws it: a heading per source, an option per result. */
function render(sections) {
  return renderToString(
    h(
      'div',
      { role: 'listbox' },
      sections.map((section) =>
        h('div', { role: 'group', key: section.sourceId }, [
          h('div', { key: 'h' }, section.sourceId),
          ...section.results.map((r) =>
            h('div', { role: 'option', key: r.uniqueId }, h('strong', null, r.label), r.detail),
          ),
        ]),
      ),
    ),
  );
}

async function measure(prefix) {
  const host = hostFor(prefix);
  const signal = new AbortController().signal;
  const times = [];
  let intendedFirst = 0;
  let exact = 0;
  for (const q of queries.slice(0, 20)) await runSearch(q.text, sources, [], host, signal);
  // Server and client share this process, so its CPU time is the whole path's work, which a
  // loaded machine does not stretch the way it stretches wall time.
  const cpuBefore = process.cpuUsage();
  for (const q of queries) {
    const start = performance.now();
    const outcome = await runSearch(q.text, sources, [], host, signal);
    render(outcome.sections);
    times.push(performance.now() - start);
    if (q.intended !== undefined) {
      exact += 1;
      const first = outcome.sections.find((s) => s.sourceId === 'vessels')?.results[0];
      if (first?.uniqueId === `vessels:${q.intended}`) intendedFirst += 1;
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerQuery = (cpu.user + cpu.system) / 1000 / queries.length;
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1), cpuPerQuery, intendedFirst, exact };
}

const ours = await measure('');
const peer = await measure('/peer');
server.close();
agent.destroy();

const ms = (v) => `${v.toFixed(1)} ms`;
console.log(
  `${VESSELS} vessels, ${places.length} places, ${stations.length} stations, ${QUERIES} queries`,
);
console.log('                      ours        peer (unbounded edit distance)');
console.log(`p50                   ${ms(ours.p50).padEnd(12)}${ms(peer.p50)}`);
console.log(`p95                   ${ms(ours.p95).padEnd(12)}${ms(peer.p95)}`);
console.log(`max                   ${ms(ours.max).padEnd(12)}${ms(peer.max)}`);
console.log(`CPU per query         ${ms(ours.cpuPerQuery).padEnd(12)}${ms(peer.cpuPerQuery)}`);
console.log(`p95 ratio ours/peer   ${(ours.p95 / peer.p95).toFixed(2)}x`);
console.log(
  `intended vessel first: ${ours.intendedFirst}/${ours.exact} exact queries (peer ${peer.intendedFirst}/${peer.exact})`,
);
console.log(
  `target p95 <= ${TARGET_P95_MS} ms: ${ours.p95 <= TARGET_P95_MS ? 'met' : 'missed'}; ` +
    `every exact query first: ${ours.intendedFirst === ours.exact ? 'met' : 'missed'}`,
);
