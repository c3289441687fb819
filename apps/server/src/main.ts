#!/usr/bin/env node
import { buildApp } from './app.js';
import { ConfigError } from './config/config-error.js';
import { loadConfig, type ServerConfig } from './config/config.js';
import { explainStartupFailure, type StartupStage } from './startup-failure.js';

/** Time allowed for open requests to finish after a stop signal, in milliseconds. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`havkart: ${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const app = await buildApp(config).catch(failStartup('database', config));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting, lets open requests finish, ends streams (preClose hooks) and
    // closes the database (onClose hooks).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ host: config.host, port: config.port }).catch(failStartup('listen', config));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(
    `Havkart is listening on http://${shown}:${port} (public URL ${config.publicUrl})\n`,
  );
}

/**
 * Ends start-up with one line naming the cause and the variable to change, for failures a
 * setup commonly meets; anything else is rethrown with its stack, as a fault in the server.
 */
function failStartup(stage: StartupStage, config: ServerConfig) {
  return (error: unknown): never => {
    // A variable found bad only while the app is built (a data file it names) is a
    // configuration error like those loadConfig finds: one line, EX_CONFIG.
    if (error instanceof ConfigError) {
      process.stderr.write(`havkart: ${error.message}\n`);
      process.exit(78);
    }
    const explained = explainStartupFailure(stage, error, config);
    if (!explained) throw error;
    process.stderr.write(`havkart: ${explained}\n`);
    process.exit(stage === 'database' ? 69 : 1); // EX_UNAVAILABLE for a missing database
  };
}

main().catch((error: unknown) => {
  process.stderr.write(
    `havkart: failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
