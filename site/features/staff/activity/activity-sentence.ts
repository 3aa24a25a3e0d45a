// One Activity line as a sentence (issue 20): "Mei Lin Goh recorded attendance for Ana Tan at Beach
// clean-up (24 Nov)". Built from the record as it was written, never from ids or JSON; a kind of line we
// do not know yet still reads as words ("changed a record").
import type {ActivityEntry} from '../../../../core/staff/index.ts';

type Fields = Record<string, unknown>;

const DAY_MONTH = new Intl.DateTimeFormat('en-SG', {timeZone: 'UTC', day: 'numeric', month: 'short'});

function fieldsOf(record: unknown): Fields {
  return record && typeof record === 'object' && !Array.isArray(record) ? (record as Fields) : {};
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** '24 Nov' for a YYYY-MM-DD date; '' otherwise. */
function dayMonth(value: unknown): string {
  const text = textOf(value);
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) ? DAY_MONTH.format(time) : '';
}

const withDate = (name: string, date: unknown) => (dayMonth(date) ? `${name} (${dayMonth(date)})` : name);

/** What the record is called in a sentence, by kind. */
const LABELS: Record<string, (record: Fields) => string> = {
  announcement: (r) => `the announcement "${textOf(r.title)}"`,
  contributor: (r) => withDate(`the contribution from ${textOf(r.name)}`, r.date),
  expenditure: (r) => withDate(`the expenditure "${textOf(r.item)}"`, r.date),
  event: (r) => withDate(`the event "${textOf(r.description)}"`, r.date),
  account: (r) => `the account of ${textOf(r.fullName) || textOf(r.email)}`,
  applicant: (r) => `the application of ${textOf(r.fullName) || textOf(r.email)}`,
  message: (r) => `the message from ${textOf(r.name) || textOf(r.email)}`,
  project: (r) => `the project "${textOf(r.title)}"`,
  'partner-origin': (r) => `the partner site ${textOf(r.origin)}`,
  'audit-report': (r) => `the audit report for ${textOf(r.year)}`,
  gift: (r) => `the gift ${textOf(r.reference)}`,
};

const VERBS: Record<string, string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  cancel: 'cancelled',
  review: 'reviewed',
  handle: 'marked as handled',
  void: 'voided',
  refund: 'refunded',
  'tax-id': 'changed the tax ID of',
};

const gifts = (count: unknown) => (Number(count) === 1 ? '1 gift' : `${Number(count) || 0} gifts`);
const people = (count: unknown) => (Number(count) === 1 ? '1 person' : `${Number(count) || 0} people`);

/** The sentence for one Activity line. */
export function activitySentence(entry: ActivityEntry): string {
  // A line written by a command on the server (admin:grant) has the command where the e-mail would be.
  const who =
    entry.actor.name ??
    (entry.actor.email.includes('@') ? entry.actor.email : `The ${entry.actor.email} command`);
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const record = entry.after === null ? before : after;
  const at = withDate(textOf(record.event), record.eventDate);
  switch (entry.action) {
    case 'attendance':
      return `${who} recorded attendance for ${textOf(record.fullName)} at ${at}`;
    case 'withdraw':
      return `${who} withdrew from ${at}`;
    case 'approve-hours':
      return `${who} approved the hours of ${people(after.people)} at ${at}`;
    case 'undo-import':
      if (entry.targetType === 'bank-statement') {
        // Issue 55: the statement's transfers removed, its gifts pledges again.
        const reopened = Array.isArray(after.reopened) ? after.reopened.map(textOf) : [];
        const gifts = reopened.length === 0 ? 'no gift' : reopened.join(', ');
        return `${who} undid a bank statement: ${Number(before.transfers) || 0} transfers removed, ${gifts} pledged again`;
      }
      return `${who} undid an import of ${Number(before.rows) || 0} ${entry.targetType === 'contributor' ? 'contributions' : 'expenditures'}`;
    case 'retention': {
      // The daily clean-up (issue 24): counts only.
      const n = (key: string) => Number(after[key]) || 0;
      return `The daily clean-up removed ${n('accounts')} unused accounts, ${n('unconfirmed')} unconfirmed sign-ups and ${n('messages')} handled messages`;
    }
    case 'delete-account':
      // Who it was is not kept (issue 24): only that an account went, and who asked.
      return after.byOwner === true
        ? 'An account was deleted by its owner'
        : `${who} deleted an account at its owner's written request`;
    case 'reset-two-step':
      return `${who} reset the two-step sign-in of ${textOf(after.fullName) || textOf(after.email)}`;
    case 'receive':
      return `${who} marked the gift ${textOf(after.reference)} received (receipt ${textOf(after.receiptNumber)})`;
    case 'resend-receipt':
      // Send again (issue 55): the receipt mail of one gift, to its address.
      return `${who} sent the receipt ${textOf(after.receiptNumber)} of the gift ${textOf(after.reference)} again to ${textOf(after.to)}`;
    case 'import':
      // A bank statement (issue 22): what its rows came to.
      return `${who} imported a bank statement: ${Number(after.received) || 0} received, ${Number(after.review) || 0} to review, ${Number(after.unmatched) || 0} waiting for a match`;
    case 'export':
      if (entry.targetType === 'personal-data') {
        return `${who} downloaded one person's data for their access request`;
      }
      if (entry.targetType === 'gifts')
        return `${who} downloaded the gifts from ${textOf(after.from)} to ${textOf(after.to)} (${gifts(after.gifts)})`;
      if (entry.targetType === 'applicants') {
        const people = Number(after.people) || 0;
        return `${who} downloaded the applicants list (${people} ${people === 1 ? 'person' : 'people'})`;
      }
      return `${who} downloaded the IRAS ${after.batch === 'A' ? 'amendment file' : 'file'} for ${textOf(after.year)} (${gifts(after.gifts)} with full ID numbers)`;
    case 'submit':
      return `${who} marked the IRAS ${after.batch === 'A' ? 'amendment file' : 'file'} for ${textOf(after.year)} submitted on ${textOf(after.submittedOn)} (${gifts(after.gifts)})`;
    case 'role':
      return `${who} changed the role of ${textOf(after.fullName) || textOf(after.email)}`;
  }
  const label = LABELS[entry.targetType]?.(record) ?? 'a record';
  return `${who} ${VERBS[entry.action] ?? 'changed'} ${label}`;
}
