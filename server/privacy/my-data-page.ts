// The readable form of "Download my data": one self-contained HTML page (no script, no outside file) with
// a heading and a table per part, every value escaped. What the JSON says, in words a person reads.

import {toDollars} from '../../core/format/index.ts';
import type {MyData} from './my-data.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Cell = string | number | boolean | null;
const show = (value: Cell) =>
  value === null || value === '' ? '-' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);

/** A table with a caption; an empty list says so instead. */
function table(caption: string, headings: string[], rows: Cell[][], empty: string): string {
  if (rows.length === 0) return `<h2>${escapeHtml(caption)}</h2><p>${escapeHtml(empty)}</p>`;
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(show(cell))}</td>`).join('')}</tr>`)
    .join('');
  return `<h2>${escapeHtml(caption)}</h2><table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Label and value pairs, as a definition list. */
function facts(caption: string, pairs: [string, Cell][]): string {
  const items = pairs.map(
    ([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(show(value))}</dd>`,
  );
  return `<h2>${escapeHtml(caption)}</h2><dl>${items.join('')}</dl>`;
}

export function myDataPage(data: MyData): string {
  const {account, application, signIn} = data;
  const parts = [
    facts('Your account', [
      ['Full name', account.fullName],
      ['E-mail', account.email],
      ['E-mail confirmed', account.emailConfirmed],
      ['Phone', account.phoneNumber],
      ['Emergency contact', account.emergencyContact],
      ['Age', account.age],
      ['Region', account.region],
      ['City', account.city],
      ['Profession', account.profession],
      ['Address', account.address],
      ['Role', account.role],
      ['First name on event lists', account.firstNameOnEventLists],
      ['Language of our e-mails', account.mailLanguage],
    ]),
    application
      ? facts('Your application', [
          ['Type', application.type],
          ['Status', application.status],
          ['Applied', application.appliedAt],
          ['Applied from', application.appliedFrom],
        ])
      : '',
    table(
      'Events',
      ['Event', 'Date', 'Time', 'Venue', 'Sign-up', 'Attended', 'OJT hours', 'Hours approved'],
      data.events.map((e) => [
        e.event,
        e.date,
        e.time,
        e.venue,
        e.signUp,
        e.attended,
        e.ojtHours,
        e.hoursApproved,
      ]),
      'You have not signed up for an event.',
    ),
    table(
      'Messages you sent us',
      ['Sent', 'Subject', 'Message', 'Answered'],
      data.messages.map((m) => [m.sentAt, m.subject, m.message, m.handled]),
      'No messages from your confirmed address.',
    ),
    table(
      'Gifts',
      ['Reference', 'Amount (SGD)', 'Project', 'Status', 'Received on', 'Receipt', 'ID (masked)'],
      data.gifts.map((g) => [
        g.reference,
        toDollars(g.receivedCents ?? g.amountCents),
        g.projectTitle,
        g.status,
        g.receivedOn,
        g.receiptNumber,
        g.taxIdMasked,
      ]),
      'No gifts from your confirmed address.',
    ),
    table(
      'Consents',
      ['What', 'The words you agreed to', 'When'],
      data.consents.map((c) => [c.what, c.wording, c.givenAt]),
      'None recorded.',
    ),
    table(
      'Passkeys',
      ['Name', 'Added', 'Last used'],
      signIn.passkeys.map((p) => [p.name, p.addedAt, p.lastUsedAt]),
      'No passkey.',
    ),
    facts('Two-step sign-in', [
      ['Authenticator app', signIn.authenticatorApp],
      ['Recovery codes left', signIn.recoveryCodesLeft],
    ]),
    table(
      'Signed-in devices',
      ['Device', 'Signed in', 'Last used'],
      signIn.devices.map((d) => [d.device, d.signedInAt, d.lastUsedAt]),
      'None.',
    ),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data at The Nard Foundation</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top}
caption{position:absolute;left:-9999px}dt{font-weight:600}dd{margin:0 0 .5rem}</style></head>
<body><main><h1>Your data at The Nard Foundation</h1>
<p>${escapeHtml(`Made ${data.exportedAt}.`)} ${escapeHtml(data.about)}</p>
${parts.join('\n')}
</main></body></html>
`;
}
