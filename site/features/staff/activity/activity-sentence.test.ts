import {describe, expect, it} from 'vitest';
import type {ActivityEntry} from '../../../../core/staff/index.ts';
import {activitySentence} from './activity-sentence.ts';

const line = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  id: '1',
  at: '2026-11-24T01:00:00.000Z',
  actor: {id: 's1', email: 'mei@nard.example', name: null},
  action: 'update',
  targetType: 'event',
  targetId: '7',
  before: null,
  after: null,
  ...fields,
});

describe('Activity as sentences (issue 20)', () => {
  it('names the staff member by name while the account exists, else by the e-mail written with the line', () => {
    const attendance = {
      action: 'attendance',
      targetType: 'signup',
      after: {fullName: 'Ana Tan', attended: true, event: 'Beach clean-up', eventDate: '2026-11-24'},
    };
    const named = line({...attendance, actor: {id: 's1', email: 'mei@nard.example', name: 'Mei Lin Goh'}});
    expect(activitySentence(named)).toBe(
      'Mei Lin Goh recorded attendance for Ana Tan at Beach clean-up (24 Nov)',
    );
    expect(activitySentence(line(attendance))).toMatch(/^mei@nard\.example recorded/);
    const byCommand = line({
      action: 'role',
      after: {fullName: 'Ana Tan'},
      actor: {id: '', email: 'admin:grant', name: null},
    });
    expect(activitySentence(byCommand)).toBe('The admin:grant command changed the role of Ana Tan');
  });

  it.each([
    [
      {
        action: 'attendance',
        targetType: 'signup',
        before: {fullName: 'Ana Tan', attended: false, event: 'Beach clean-up', eventDate: '2026-11-24'},
        after: {fullName: 'Ana Tan', attended: true, event: 'Beach clean-up', eventDate: '2026-11-24'},
      },
      'mei@nard.example recorded attendance for Ana Tan at Beach clean-up (24 Nov)',
    ],
    [
      {
        action: 'cancel',
        before: {description: 'Harvest day', date: '2026-12-05'},
        after: {description: 'Harvest day', date: '2026-12-05'},
      },
      'mei@nard.example cancelled the event "Harvest day" (5 Dec)',
    ],
    [
      {action: 'create', targetType: 'announcement', after: {title: 'Store hours', date: '2026-11-20'}},
      'mei@nard.example added the announcement "Store hours"',
    ],
    [
      {action: 'delete', targetType: 'contributor', before: {name: 'Lee Wan', date: '2026-01-02'}},
      'mei@nard.example deleted the contribution from Lee Wan (2 Jan)',
    ],
    [
      {
        action: 'withdraw',
        targetType: 'signup',
        after: {event: 'Compost workshop', eventDate: '2026-12-01', status: 'withdrawn'},
      },
      'mei@nard.example withdrew from Compost workshop (1 Dec)',
    ],
    [
      {action: 'approve-hours', after: {event: 'Packing shift', eventDate: '2026-11-24', people: 3}},
      'mei@nard.example approved the hours of 3 people at Packing shift (24 Nov)',
    ],
    [{action: 'mystery', targetType: 'thing', after: {x: 1}}, 'mei@nard.example changed a record'],
  ])('%j', (fields, sentence) => {
    const text = activitySentence(line(fields as Partial<ActivityEntry>));
    expect(text).toBe(sentence);
    expect(text).not.toMatch(/[{}]|\b7\b/);
  });

  it('says what happened to a gift, a bank statement and the IRAS file (issue 22)', () => {
    const gift = {reference: 'NARD-7KQM-3XWA', status: 'received', receiptNumber: 'NRD0000042'};
    expect(activitySentence(line({action: 'receive', targetType: 'gift', after: gift}))).toBe(
      'mei@nard.example marked the gift NARD-7KQM-3XWA received (receipt NRD0000042)',
    );
    expect(
      activitySentence(
        line({
          action: 'resend-receipt',
          targetType: 'gift',
          after: {reference: 'NARD-7KQM-3XWA', receiptNumber: 'NARD-2026-000001', to: 'tan@example.org'},
        }),
      ),
    ).toBe(
      'mei@nard.example sent the receipt NARD-2026-000001 of the gift NARD-7KQM-3XWA again to tan@example.org',
    );
    expect(activitySentence(line({action: 'void', targetType: 'gift', after: gift}))).toBe(
      'mei@nard.example voided the gift NARD-7KQM-3XWA',
    );
    const statement = {received: 2, review: 1, unmatched: 3, already: 0};
    expect(activitySentence(line({action: 'import', targetType: 'bank-statement', after: statement}))).toBe(
      'mei@nard.example imported a bank statement: 2 received, 1 to review, 3 waiting for a match',
    );
    const undone = {
      action: 'undo-import',
      targetType: 'bank-statement',
      before: {transfers: 4, gifts: ['NARD-7KQM-3XWA']},
      after: {reopened: ['NARD-7KQM-3XWA'], withdrawnReceipts: ['NARD-2026-000042']},
    };
    expect(activitySentence(line(undone))).toBe(
      'mei@nard.example undid a bank statement: 4 transfers removed, NARD-7KQM-3XWA pledged again',
    );
    expect(
      activitySentence(line({action: 'export', targetType: 'iras-file', after: {year: 2026, gifts: 4}})),
    ).toBe('mei@nard.example downloaded the IRAS file for 2026 (4 gifts with full ID numbers)');
  });

  it('says who refunded a gift and who filed an IRAS amendment (issue 55)', () => {
    const gift = {reference: 'NARD-7KQM-3XWA', status: 'refunded', receiptNumber: 'NRD0000042'};
    expect(activitySentence(line({action: 'refund', targetType: 'gift', after: gift}))).toBe(
      'mei@nard.example refunded the gift NARD-7KQM-3XWA',
    );
    const amendment = {year: 2026, batch: 'A', gifts: 1, submittedOn: '2027-01-20'};
    expect(activitySentence(line({action: 'export', targetType: 'iras-file', after: amendment}))).toBe(
      'mei@nard.example downloaded the IRAS amendment file for 2026 (1 gift with full ID numbers)',
    );
    expect(activitySentence(line({action: 'submit', targetType: 'iras-file', after: amendment}))).toBe(
      'mei@nard.example marked the IRAS amendment file for 2026 submitted on 2027-01-20 (1 gift)',
    );
  });

  it('says who downloaded the applicants list and how many people were in it (issue 24)', () => {
    const line1 = line({action: 'export', targetType: 'applicants', after: {people: 1}});
    expect(activitySentence(line1)).toBe('mei@nard.example downloaded the applicants list (1 person)');
    const line12 = line({action: 'export', targetType: 'applicants', after: {people: 12}});
    expect(activitySentence(line12)).toBe('mei@nard.example downloaded the applicants list (12 people)');
  });

  it('says who took one person’s data for an access request (issue 24)', () => {
    expect(activitySentence(line({action: 'export', targetType: 'personal-data', after: {people: 1}}))).toBe(
      "mei@nard.example downloaded one person's data for their access request",
    );
  });

  it('says an account was deleted, and by whom, without naming its owner (issue 24)', () => {
    expect(
      activitySentence(line({action: 'delete-account', targetType: 'account', after: {byOwner: true}})),
    ).toBe('An account was deleted by its owner');
    expect(
      activitySentence(line({action: 'delete-account', targetType: 'account', after: {byOwner: false}})),
    ).toBe("mei@nard.example deleted an account at its owner's written request");
  });

  it('says whose two-step sign-in was reset (issue 23)', () => {
    const reset = {
      action: 'reset-two-step',
      targetType: 'account',
      after: {fullName: 'Daniel Koh', secondFactor: false},
    };
    expect(activitySentence(line(reset))).toBe('mei@nard.example reset the two-step sign-in of Daniel Koh');
    const byCommand = line({
      ...reset,
      actor: {id: 'command-line', email: 'admin:reset-two-step', name: null},
    });
    expect(activitySentence(byCommand)).toBe(
      'The admin:reset-two-step command reset the two-step sign-in of Daniel Koh',
    );
  });
});
