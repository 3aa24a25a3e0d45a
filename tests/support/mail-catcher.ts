// A real SMTP server (npm smtp-server) that keeps every mail in memory, plus GET /mails?to= over HTTP
// so Playwright workers in other processes can read the codes the server sent.
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {SMTPServer} from 'smtp-server';
import {type CaughtMail, parseMail} from './parse-mail.ts';

export type {CaughtMail} from './parse-mail.ts';

export type MailCatcher = {
  smtpUrl: string;
  httpUrl: string;
  mails: CaughtMail[];
  /** The first mail to `to` received at or after `since` (ms, default 0); rejects after timeoutMs. */
  waitForMail(
    to: string,
    options?: {timeoutMs?: number; since?: number; subject?: RegExp},
  ): Promise<CaughtMail>;
  stop(): Promise<void>;
};

function listen(
  server: {listen(port: number, host: string, cb: () => void): unknown},
  port = 0,
): Promise<void> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

function answerHttp(mails: CaughtMail[]): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/mails') {
      response.writeHead(404, {'Content-Type': 'application/json'}).end('{"message":"Use GET /mails?to="}');
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const selected = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
    response.writeHead(200, {'Content-Type': 'application/json'}).end(JSON.stringify({mails: selected}));
  });
}

/**
 * Starts the catcher; `acceptAfterMs` holds each mail's MAIL FROM that long, so a test can stop a server
 * while its mail is still being sent. `port` (default: any free one) lets a test bring a mail server
 * back where the app was told it is.
 */
export async function startMailCatcher({acceptAfterMs = 0, port = 0} = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The server under test keeps pooled connections open; do not wait 30 s for them on stop().
    closeTimeout: 500,
    onMailFrom(_address, _session, callback) {
      if (acceptAfterMs > 0) setTimeout(callback, acceptAfterMs);
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to, Date.now()));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await listen(smtp.server, port);
  const http = answerHttp(mails);
  await listen(http);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    mails,
    waitForMail(to, {timeoutMs = 10_000, since = 0, subject} = {}) {
      const wanted = to.toLowerCase();
      const find = () =>
        mails.find(
          (mail) =>
            mail.to.includes(wanted) && mail.receivedAt >= since && (!subject || subject.test(mail.subject)),
        );
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const wake = () => {
          const mail = find();
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (caught ${mails.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
      });
    },
    async stop() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
