// What tests that start real processes share: a free port, waiting for a condition, and a
// throwaway service (its own Redis or NATS, which a test may stop and start).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port free on 127.0.0.1 now (the probe's, closed again). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Polls until `check` gives a value (a throw counts as not yet). The limit only names a hang;
 * it is far above any delay a loaded machine causes.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether something accepts TCP connections on the port. */
function accepting(port: number): Promise<true | undefined> {
  const socket = net.connect(port, '127.0.0.1');
  return new Promise((resolve) => {
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(undefined));
  });
}

/** A server process of a test's own that the test can take away and bring back. */
export interface ThrowawayService {
  start(): Promise<void>;
  /** Kills it (SIGKILL, as a crash); resolves once it has exited. */
  stop(): Promise<void>;
}

export function throwawayService(
  name: string,
  command: string,
  args: readonly string[],
  port: number,
): ThrowawayService {
  let running: ChildProcess | undefined;
  return {
    async start() {
      running = spawn(command, args, { stdio: 'ignore' });
      await until(`${name} to accept connections`, () => accepting(port));
    },
    async stop() {
      const child = running;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
