// Parsing a 100,000-record latest answer: `JSON.parse` on the main thread, and in a worker
// that hands back typed arrays (only posting the text and taking the transfer reach the main
// thread).
import type { VesselRecord } from '../../datasets/ais/src/client/live/records.js';

export async function parseInWorker(all: readonly VesselRecord[]) {
  const text = JSON.stringify(all.map((v) => ({ ...v, callSign: null, imoNumber: null })));
  const parseStart = performance.now();
  const parsed = JSON.parse(text) as unknown[];
  const parseMainMs = performance.now() - parseStart;
  const workerSource = `onmessage = (e) => {
    const list = JSON.parse(e.data);
    const mmsi = new Float64Array(list.length), lon = new Float64Array(list.length), lat = new Float64Array(list.length);
    for (let i = 0; i < list.length; i++) { mmsi[i] = list[i].mmsi; lon[i] = list[i].longitude; lat[i] = list[i].latitude; }
    postMessage({ mmsi, lon, lat }, [mmsi.buffer, lon.buffer, lat.buffer]);
  };`;
  const worker = new Worker(URL.createObjectURL(new Blob([workerSource])));
  let workerRecords = 0;
  const parseWorkerMainMs = await new Promise<number>((resolve) => {
    const t0 = performance.now();
    worker.postMessage(text);
    const posted = performance.now() - t0;
    worker.onmessage = (e) => {
      const t1 = performance.now();
      workerRecords = (e.data as { mmsi: Float64Array }).mmsi.length;
      resolve(posted + (performance.now() - t1));
    };
  });
  worker.terminate();
  return { parseMainMs, parsedRecords: parsed.length, parseWorkerMainMs, workerRecords };
}
