// Playwright global setup: mail catcher, the real server, and the partner demo server. Builds nothing:
// `npm run test:e2e` builds first. Exposes the URLs to the specs through process.env.
import {startDemoServer} from './demo-server.ts';
import {freePort} from './free-port.ts';
import {startMailCatcher} from './mail-catcher.ts';
import {startServer} from './start-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mail = await startMailCatcher();
  const demoPort = await freePort();
  const partnerOrigin = `http://127.0.0.1:${demoPort}`;
  const server = await startServer({
    env: {
      SMTP_URL: mail.smtpUrl,
      // Many specs sign up and log in from one IP within a minute.
      RATE_LIMIT_FACTOR: '50',
      PARTNER_ORIGINS: partnerOrigin,
    },
  }).catch(async (error: unknown) => {
    await mail.stop();
    throw error;
  });
  const demo = await startDemoServer({port: demoPort, widgetsOrigin: server.url}).catch(
    async (error: unknown) => {
      await server.stop();
      await mail.stop();
      throw error;
    },
  );

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_URL = mail.httpUrl;
  // The staff specs grant roles with `npm run admin:grant` on the server's own database.
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_DEMO_URL = partnerOrigin;
  // Same pages on an origin that is NOT in PARTNER_ORIGINS: writes from it must be refused.
  process.env.E2E_DEMO_URL_UNLISTED = `http://localhost:${demoPort}`;

  return async () => {
    await demo.stop();
    await server.stop();
    await mail.stop();
  };
}
