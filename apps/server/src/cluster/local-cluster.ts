/**
 * A cluster on this machine: separate server processes with given roles, on random ports,
 * against the local PostgreSQL, NATS and Redis, with a schema, stream and key prefix of their
 * own, removed afterwards. `npm run cluster` starts one for a person to try; the cluster
 * integration test starts one to prove the roles work together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { Redis } from 'ioredis';
import pg from 'pg';
import { streamName } from './bus-codec.js';

/** The built server, as `npm start` runs it. */
export const SERVER_MAIN = path.resolve(import.meta.dirname, '..', '..', 'dist', 'main.js');

export const LOCAL_SERVICES = {
  databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  busUrl: process.env.TEST_LIVE_BUS_URL ?? 'nats://127.0.0.1:4222',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

export interface ClusterOptions {
  databaseUrl?: string;
  busUrl?: string;
  redisUrl?: string;
  /** Lower-case id naming the schema, stream and keys; random when absent. */
  id?: string;
  /** Variables every process gets (after the cluster's own). */
  env?: Record<string, string>;
  /** Print each process's output with its name in front. */
  echo?: boolean;
}

export interface ClusterProcess {
  name: string;
  roles: string;
  url: string;
  child: ChildProcess;
  exit: Promise<number | null>;
  output(): string;
}

export class LocalCluster {
  readonly id: string;
  readonly services: Required<Pick<ClusterOptions, 'databaseUrl' | 'busUrl' | 'redisUrl'>>;
  readonly processes = new Map<string, ClusterProcess>();
  /** The origin users see, the same for every API instance (as behind one proxy). */
  readonly publicUrl = 'http://havkart.cluster.test';
  private readonly dataRoot: string;

  constructor(private readonly options: ClusterOptions = {}) {
    this.id = options.id ?? `cluster_${randomBytes(4).toString('hex')}`;
    this.services = {
      databaseUrl: options.databaseUrl ?? LOCAL_SERVICES.databaseUrl,
      busUrl: options.busUrl ?? LOCAL_SERVICES.busUrl,
      redisUrl: options.redisUrl ?? LOCAL_SERVICES.redisUrl,
    };
    this.dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), `havkart-${this.id}-`));
  }

  /** What every process of this cluster shares. */
  clusterEnv(): Record<string, string> {
    return {
      DATABASE_URL: this.services.databaseUrl,
      DATABASE_SCHEMA: this.id,
      LIVE_BUS_URL: this.services.busUrl,
      LIVE_BUS_PREFIX: this.id.toUpperCase(),
      REDIS_URL: this.services.redisUrl,
      REDIS_PREFIX: `${this.id}:`,
      PUBLIC_URL: this.publicUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      AIS_SOURCES: '',
    };
  }

  /** Starts one process; resolves with it once it listens, rejects if it exits first. */
  async start(
    name: string,
    roles: string,
    env: Record<string, string> = {},
  ): Promise<ClusterProcess> {
    const running = this.processes.get(name)?.child;
    if (running && running.exitCode === null && running.signalCode === null) {
      throw new Error(`${name} runs already`);
    }
    const child = spawn(process.execPath, [SERVER_MAIN], {
      env: {
        ...process.env,
        ...this.clusterEnv(),
        DATA_DIR: path.join(this.dataRoot, name),
        HAVKART_ROLES: roles,
        ...this.options.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const url = new Promise<string>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        const text = chunk.toString();
        output += text;
        if (this.options.echo) {
          for (const line of text.split('\n').filter(Boolean)) {
            process.stdout.write(`[${name}] ${line}\n`);
          }
        }
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      void exit.then((code) =>
        reject(new Error(`${name} (${roles}) exited with ${code} before listening:\n${output}`)),
      );
    });
    const started: ClusterProcess = {
      name,
      roles,
      url: await url,
      child,
      exit,
      output: () => output,
    };
    this.processes.set(name, started);
    return started;
  }

  url(name: string): string {
    const found = this.processes.get(name);
    if (!found) throw new Error(`no process ${name}`);
    return found.url;
  }

  /** Sends a signal (SIGKILL for a crash) and waits for the process to end. */
  async kill(name: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const found = this.processes.get(name);
    if (!found) return null;
    if (found.child.exitCode === null && found.child.signalCode === null) found.child.kill(signal);
    return found.exit;
  }

  /** Stops every process, then removes the schema, the stream, the keys and the folders. */
  async remove(): Promise<void> {
    await Promise.all([...this.processes.keys()].map((name) => this.kill(name)));
    const errors: unknown[] = [];
    const attempt = async (what: () => Promise<unknown>) => what().catch((e) => errors.push(e));
    await attempt(async () => {
      const client = new pg.Client({ connectionString: this.services.databaseUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${this.id}" CASCADE`);
      } finally {
        await client.end();
      }
    });
    await attempt(async () => {
      const nc = await connect({ servers: this.services.busUrl });
      try {
        const jsm = await jetstreamManager(nc);
        await jsm.streams.delete(streamName(this.id.toUpperCase())).catch(() => false);
      } finally {
        await nc.close();
      }
    });
    await attempt(async () => {
      const redis = new Redis(this.services.redisUrl, { lazyConnect: true });
      await redis.connect();
      try {
        const keys = await redis.keys(`${this.id}:*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    });
    fs.rmSync(this.dataRoot, { recursive: true, force: true });
    if (errors.length > 0) throw new AggregateError(errors, 'cluster clean-up failed');
  }
}

/** Which of the three services answer, for a test to skip (or, under CI, fail) without them. */
export async function servicesReachable(
  services = LOCAL_SERVICES,
): Promise<{ database: boolean; bus: boolean; redis: boolean }> {
  const database = (async () => {
    const client = new pg.Client({
      connectionString: services.databaseUrl,
      connectionTimeoutMillis: 30_000,
    });
    try {
      await client.connect();
      return true;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  const bus = (async () => {
    const nc = await connect({ servers: services.busUrl, timeout: 10_000 });
    try {
      await jetstreamManager(nc);
      return true;
    } finally {
      await nc.close();
    }
  })();
  const redis = (async () => {
    const client = new Redis(services.redisUrl, { lazyConnect: true, connectTimeout: 10_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } finally {
      client.disconnect();
    }
  })();
  const [d, b, r] = await Promise.allSettled([database, bus, redis]);
  const ok = (result: PromiseSettledResult<boolean>) =>
    result.status === 'fulfilled' && result.value;
  return { database: ok(d), bus: ok(b), redis: ok(r) };
}
