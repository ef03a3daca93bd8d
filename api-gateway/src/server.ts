import Redis from 'ioredis';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/create-database';
import { createHttpServer } from './http-server';
import { createLogger } from './logger';
import { resolveRuntimeConfig } from './runtime-config';
import { applyServerTimeouts } from './server-timeouts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = await resolveRuntimeConfig(loadConfig(process.env));
  const logger = createLogger(config);

  const database = await createDatabase(config);
  logger.info({ engine: database.engine, dataDir: config.dataDir }, 'database ready (migrations applied)');

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis error'));

  const forkcast = createApp({ config, database, logger, ...(redis ? { redis } : {}) });
  const server = createHttpServer(forkcast.app);
  applyServerTimeouts(server);
  forkcast.live.attach(server);
  server.on('error', (error) => {
    // Typically EADDRINUSE: report it plainly and release the database before exiting.
    logger.fatal({ err: error }, 'server could not listen');
    forkcast.close();
    void Promise.allSettled([forkcast.live.close(), database.close(), redis?.quit()]).then(() => process.exit(1));
  });
  server.listen({ port: config.port, host: config.host }, () => {
    logger.info({ port: config.port, host: config.host ?? 'every interface', publicUrl: config.publicUrl }, 'Forkcast gateway listening');
    if (config.developmentProviders.length > 0) {
      // Why a phone on the same network cannot reach a development start, and how to change it.
      logger.info(
        { developmentProviders: config.developmentProviders, host: config.host ?? 'every interface' },
        'development providers active: their endpoints answer this machine only; without HOST the gateway listens on 127.0.0.1',
      );
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Keep-alive sockets would hold close() open; drop idle ones now and force the rest after a grace period.
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    server.close(async (error) => {
      clearTimeout(force);
      forkcast.close();
      await Promise.allSettled([database.close(), redis?.quit()]);
      logger.info('stopped');
      process.exit(error ? 1 : 0);
    });
    server.closeIdleConnections();
    // Open sockets would hold close() open too; clients reconnect to another instance.
    void forkcast.live.close();
  };
  // While shutting down, Redis clients closing under in-flight adapter commands reject with "Connection is
  // closed"; that must not turn a clean stop into a crash. Outside shutdown an unhandled rejection is a bug:
  // log it and exit non-zero, as Node would.
  process.on('unhandledRejection', (reason) => {
    if (stopping) return void logger.warn({ err: reason }, 'ignored during shutdown');
    logger.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad config), so fall back to stderr.
  console.error('Forkcast gateway failed to start:', error);
  process.exit(1);
});
