/** Wiring only: configuration, the app, listening, and a clean shutdown on SIGTERM/SIGINT. */
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { createApp, shutdown } from './app.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const log = createLogger(config);
  const startedAt = Date.now();
  const odyssey = await createApp(config, log);
  const server = odyssey.app.listen(config.port, config.host, () => {
    // the bound port, which differs from PORT when PORT=0 asks the system for a free one
    const { port } = server.address() as AddressInfo;
    log.info({ port, database: config.database.kind, startupMs: Date.now() - startedAt }, `Odyssey is listening on http://localhost:${port}`);
  });
  odyssey.attach(server);
  server.on('error', (error) => {
    log.fatal({ err: error }, 'server failed');
    process.exit(1);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    shutdown(server, odyssey).then(
      () => {
        log.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
