// Parsing a 100,000-record latest answer: `JSON.parse` on the main thread, against the app's
// way (datasets/ais/src/client/live/latest-parse.ts): a worker parses and hands back the
// records as columns (numbers and the codes of repeated strings in transferred typed arrays)
// and the main thread builds the record objects a slice per turn. Main-thread cost of the
// latter: posting the text, receiving the columns and building the records; and its longest
// single hold of the main thread, against the one JSON.parse holds it for.
import type { VesselRecord } from '../../datasets/ais/src/client/live/records.js';
import {
  toColumns,
  transferables,
  type LatestColumns,
} from '../../datasets/ais/src/client/live/latest-columns.js';
import { buildInSlices } from '../../datasets/ais/src/client/live/latest-parse.js';

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
  // Each stretch the main thread spent on the answer: the post, the receipt, every slice.
  const holds: number[] = [];
  await new Promise<void>((resolve) => {
    const t0 = performance.now();
    worker.postMessage(text);
    holds.push(performance.now() - t0);
    worker.onmessage = (e) => {
      let t1 = performance.now();
      const columns = e.data as LatestColumns;
      void buildInSlices(columns, async () => {
        holds.push(performance.now() - t1);
        await new Promise((next) => setTimeout(next, 0));
        t1 = performance.now();
      }).then((records) => {
        holds.push(performance.now() - t1);
        workerRecords = records.length;
        resolve();
      });
    };
  });
  worker.terminate();
  return {
    parseMainMs,
    parsedRecords: parsed.length,
    parseWorkerMainMs: holds.reduce((sum, ms) => sum + ms, 0),
    parseWorkerLongestMs: Math.max(...holds),
    workerRecords,
  };
}
