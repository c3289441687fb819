import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { SqliteTrackOps } from './sqlite-ops.js';
import {
  packPoints,
  type WorkerData,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol.js';

/**
 * The SQLite track store's own thread: better-sqlite3 is synchronous, and a compaction or a
 * week-long area query must not hold up the server's event loop. It has its own connection
 * to the same WAL database file as the main thread.
 */
const { file, limits } = workerData as WorkerData;
const db = new SQLite(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
const ops = new SqliteTrackOps(db, limits);

function run(request: WorkerRequest): unknown {
  switch (request.op) {
    case 'append':
      return ops.append(request.columns);
    case 'track':
      return packPoints(ops.track(request.mmsi, request.from, request.to));
    case 'tracks':
      return ops
        .tracks(request.mmsis, request.from, request.to)
        .map(([mmsi, points]) => [mmsi, packPoints(points)]);
    case 'vesselsInArea':
      return ops.vesselsInArea(request.rings, request.from, request.to);
    case 'compact':
      return ops.compact();
    case 'retain':
      return ops.retain(request.rule);
    case 'usage':
      return ops.usage();
    case 'close':
      db.close();
      return undefined;
  }
}

parentPort!.on('message', (request: WorkerRequest) => {
  let response: WorkerResponse;
  const transfer: ArrayBuffer[] = [];
  try {
    const result = run(request);
    if (result instanceof Float64Array) transfer.push(result.buffer as ArrayBuffer);
    if (Array.isArray(result)) {
      for (const entry of result) {
        if (Array.isArray(entry) && entry[1] instanceof Float64Array) {
          transfer.push(entry[1].buffer as ArrayBuffer);
        }
      }
    }
    response = { id: request.id, ok: true, result };
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  parentPort!.postMessage(response, transfer);
});
