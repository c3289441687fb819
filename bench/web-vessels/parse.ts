// Parsing a 100,000-record latest answer: `JSON.parse` on the main thread, against the app's
// way (datasets/ais/src/client/live/latest-parse.ts): a worker parses and hands back the
// records as columns, numbers in transferred typed arrays, and the main thread builds the
// record objects. Main-thread cost of the latter: posting the text, receiving the columns and
// building the records.
import type { VesselRecord } from '../../datasets/ais/src/client/live/records.js';
import {
  fromColumns,
  toColumns,
  transferables,
  type LatestColumns,
} from '../../datasets/ais/src/client/live/latest-columns.js';

export async function parseInWorker(all: readonly VesselRecord[]) {
  const text = JSON.stringify(all.map((v) => ({ ...v, callSign: null, imoNumber: null })));
  const parseStart = performance.now();
  const parsed = JSON.parse(text) as unknown[];
  const parseMainMs = performance.now() - parseStart;
  // The worker of the app, made from the same functions' source (they name nothing outside).
  const workerSource = `const toColumns = ${toColumns.toString()};
  const transferables = ${transferables.toString()};
  onmessage = (e) => {
    const columns = toColumns(JSON.parse(e.data));
    postMessage(columns, transferables(columns));
  };`;
  const worker = new Worker(URL.createObjectURL(new Blob([workerSource])));
  let workerRecords = 0;
  const parseWorkerMainMs = await new Promise<number>((resolve) => {
    const t0 = performance.now();
    worker.postMessage(text);
    const posted = performance.now() - t0;
    worker.onmessage = (e) => {
      const t1 = performance.now();
      workerRecords = fromColumns(e.data as LatestColumns).length;
      resolve(posted + (performance.now() - t1));
    };
  });
  worker.terminate();
  return { parseMainMs, parsedRecords: parsed.length, parseWorkerMainMs, workerRecords };
}
