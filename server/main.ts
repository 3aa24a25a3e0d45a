// Starts the server: configuration, database, migrations, seed, mailer, then HTTP with graceful shutdown.
import {serve} from '@hono/node-server';
import {createApp} from './app.ts';
import {ConfigError, listenOrigin, loadConfig, type ServerConfig} from './config.ts';
import {startReminderJob} from './events/reminder-job.ts';
import {createBackgroundWork} from './jobs/background-work.ts';
import {createMailOutbox} from './mail-outbox.ts';
import {openStore} from './open-store.ts';
import {startRetentionJob} from './privacy/retention.ts';
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
  const {store, kind, applied, withStartLock, close: closeStore} = await openStore(config);
  if (applied.length > 0) console.info(`Applied ${kind} migrations: ${applied.join(', ')}`);
  if (await withStartLock((locked) => seedContent(locked)))
    console.info('Empty database: seeded the sample content.');
  // PARTNER_ORIGINS only seeds the table; staff add and remove partners in the console from then on.
  await store.seedPartnerOrigins(config.partnerOrigins, Date.now());
  const background = createBackgroundWork();
  const outbox = createMailOutbox({config, store, now: Date.now, background});
  const deps = {config, store, mailer: outbox.mailer, mailSender: outbox.sender, now: Date.now, background};
  const app = createApp(deps);
  // Mails other instances wrote, and those waiting for a retry; this process's own are sent at once.
  const stopMailSender = outbox.sender.start(config.mailSendIntervalMs);
  const stopReminders = startReminderJob(deps, config.reminderIntervalMs);
  // Checked hourly; the first process to claim the day runs the clean-up (issue 24).
  const stopRetention = startRetentionJob(deps, 3_600_000);

  const server = serve({fetch: app.fetch, port: config.port, hostname: config.host}, (info) => {
    // Without PUBLIC_URL the site is where we listen; PORT=0 (tests) is only known now.
    if (!config.publicUrlFromEnv) config.publicUrl = listenOrigin(info.address, info.port);
    console.info(`Nard Foundation running at ${listenOrigin(info.address, info.port)}`);
    // Browsers refuse passkeys on an IP address (issue 23): say where they work when no PUBLIC_URL names the site.
    if (!config.publicUrlFromEnv) console.info(`Passkeys work on http://localhost:${info.port}`);
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
    stopReminders();
    stopRetention();
    stopMailSender();
    server.close(async () => {
      clearInterval(sweep);
      // A pass of the outbox still sending finishes before the store closes (what it has not claimed
      // stays in the outbox for the next start); the SMTP timeouts bound it, the grace period too.
      await Promise.race([
        background.settled(),
        new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS)),
      ]);
      outbox.close();
      closeStore().finally(() => {
        console.info('Stopped.');
        process.exit(0);
      });
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await start();
