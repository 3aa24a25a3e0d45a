// `npm run bench:pledges` (issue 54, finding 5): open pledges as a mail cannon. The real server (SQLite,
// the real limits, TRUST_PROXY=1) takes PLEDGES pledges to as many strangers' addresses, each from its own
// IPv6 /64 through X-Forwarded-For, after 22 naming one volunteer's address; it prints the answers, the
// mails a real SMTP server received and the rate-counter rows the database holds afterwards.

import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {startMailCatcher} from '../tests/support/mail-catcher.ts';
import {startServer} from '../tests/support/start-server.ts';

const PLEDGES = Number(process.env.PLEDGES ?? 200);
const AT_ONE_ADDRESS = 22;
const VOLUNTEER = 'volunteer@bench.example';
// Long enough for the background sends of the last pledges to reach the catcher.
const SETTLE_MS = 3_000;

/** The i-th client: an address in its own /64, as the attack spread itself. */
const clientOf = (i: number) => `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`;

/** The answer's status, and whether it said the mail went (`mailed` is absent before issue 54). */
async function pledge(url: string, email: string, client: string): Promise<string> {
  const response = await fetch(`${url}/api/gifts`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Forwarded-For': client},
    body: JSON.stringify({amount: 5, project: 'general', name: 'Bench Donor', showName: false, email}),
  });
  const {data} = (await response.json()) as {data?: {mailed?: boolean}};
  return `${response.status}${data?.mailed === false ? ' (not mailed)' : ''}`;
}

type CounterRows = {all: number; ownMailBudget: number; pledgeMailBudgets: number; mostOwnMails: number};

function counterRows(dataDir: string): CounterRows {
  const db = new DatabaseSync(path.join(dataDir, 'nard.sqlite'), {readOnly: true});
  try {
    const count = (where: string) =>
      Number((db.prepare(`SELECT count(*) AS n FROM rate_counters ${where}`).get() as {n: number}).n);
    const most = db.prepare("SELECT max(count) AS n FROM rate_counters WHERE key LIKE 'mails-to:%'").get();
    return {
      all: count(''),
      ownMailBudget: count("WHERE key LIKE 'mails-to:%'"),
      pledgeMailBudgets: count("WHERE key LIKE 'pledge-mails%'"),
      mostOwnMails: Number((most as {n: number | null}).n ?? 0),
    };
  } finally {
    db.close();
  }
}

const mail = await startMailCatcher();
const server = await startServer({
  env: {SMTP_URL: mail.smtpUrl, TRUST_PROXY: '1', AUTH_SECRET: 'bench-secret-with-at-least-32-characters'},
});
try {
  const started = performance.now();
  const statuses = new Map<string, number>();
  const note = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  // The volunteer first: before issue 54 their 22 pledge mails spent the address's own 20 a day.
  for (let i = 0; i < AT_ONE_ADDRESS; i++) note(await pledge(server.url, VOLUNTEER, clientOf(PLEDGES + i)));
  // Ten at a time, as a small script would send them.
  for (let start = 0; start < PLEDGES; start += 10) {
    const batch = Array.from({length: Math.min(10, PLEDGES - start)}, (_, k) => start + k);
    for (const status of await Promise.all(
      batch.map((i) => pledge(server.url, `stranger${i}@bench.example`, clientOf(i))),
    ))
      note(status);
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const toStrangers = mail.mails.filter((caught) => caught.to.some((to) => to.startsWith('stranger'))).length;
  const toVolunteer = mail.mails.filter((caught) => caught.to.includes(VOLUNTEER)).length;
  const rows = counterRows(server.dataDir);
  console.info(
    `\npledge flood (SQLite, TRUST_PROXY=1, every pledge from its own /64, ${seconds.toFixed(1)} s):\n` +
      `  answers: ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}\n` +
      `  ${AT_ONE_ADDRESS} pledges naming one volunteer's address: ${toVolunteer} mails sent to it\n` +
      `  then ${PLEDGES} pledges to ${PLEDGES} strangers: ${toStrangers} mails sent\n` +
      `  rate-counter rows: ${rows.all} (own-mail budget 'mails-to': ${rows.ownMailBudget}, pledge-mail budgets: ${rows.pledgeMailBudgets})\n` +
      `  the fullest own-mail budget: ${rows.mostOwnMails} of its 20 a day used`,
  );
} finally {
  await server.stop();
  await mail.stop();
}
