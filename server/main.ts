// Starts the server: configuration, database, migrations, seed, mailer, then HTTP with graceful shutdown.
import path from 'node:path';
import {serve} from '@hono/node-server';
import {createApp} from './app.ts';
import {ConfigError, listenOrigin, loadConfig, type ServerConfig} from './config.ts';
import {openDatabase, runMigrations, withWriteLock} from './db/database.ts';
import {createSqliteStore} from './db/store.ts';
import {createMailer} from './mail/create-mailer.ts';
import {seedContent} from './seed/seed-content.ts';

// Requests still running after this long are cut off so a stuck client cannot block a deploy.
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): ServerConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  if (config.samples.length > 0) {
    console.warn(`Development: sample values in use for ${config.samples.map((s) => s.name).join(', ')}.`);
  }
  const db = openDatabase(path.join(config.dataDir, 'nard.sqlite'));
  const applied = runMigrations(db);
  if (applied.length > 0) console.info(`Applied migrations: ${applied.join(', ')}`);
  const store = createSqliteStore(db);
  if (await withWriteLock(db, () => seedContent(store)))
    console.info('Empty database: seeded the sample content.');
  const mailer = createMailer(config);
  const app = createApp({config, store, mailer, now: Date.now});

  const server = serve({fetch: app.fetch, port: config.port, hostname: config.host}, (info) => {
    // Without PUBLIC_URL the site is where we listen; PORT=0 (tests) is only known now.
    if (!config.publicUrlFromEnv) config.publicUrl = listenOrigin(info.address, info.port);
    console.info(`Nard Foundation running at ${listenOrigin(info.address, info.port)}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => {
      console.warn('Shutdown grace period over: closing the remaining connections.');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Keep-alive sockets turn idle once their last response is sent; close them as they do.
    const sweep = setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }, 50);
    server.close(() => {
      clearInterval(sweep);
      mailer.close();
      db.close();
      console.info('Stopped.');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await start();
