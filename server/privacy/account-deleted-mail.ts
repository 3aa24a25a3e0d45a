// The last mail to a deleted account's address (issue 24): our words only, so a deletion the owner did not
// make (a stolen password, or staff acting on a forged letter) is noticed.

/** Who asked: the owner on their profile, staff for a written request, or the daily clean-up. */
export type DeletionReason = 'owner' | 'staff' | 'retention';

const WHY: Record<DeletionReason, string> = {
  owner: 'Your account with The Nard Foundation is deleted, as you asked.',
  staff: 'Your account with The Nard Foundation is deleted, as you asked us in writing.',
  retention:
    'Your account with The Nard Foundation is deleted: it was not used for a long time, and our privacy notice says we keep details only while they are needed.',
};

/** Tells the former owner their account is gone, and what stayed without their name. */
export function accountDeletedMail(
  reason: DeletionReason,
  publicUrl: string,
): {subject: string; text: string} {
  return {
    subject: 'Your Nard Foundation account is deleted',
    text: [
      'Hello,',
      '',
      WHY[reason],
      'Your details, your application, your places at events still to come and the messages you sent us are gone. Attendance and hours of events that took place, and gifts we must keep for tax, stay in our records without your name or e-mail address (a gift with a tax deduction keeps the name on its IRAS record).',
      '',
      reason === 'retention'
        ? `You are welcome back at any time: ${publicUrl}/sign-up`
        : 'Did you not ask for this? Reply to this e-mail at once.',
      '',
      'The Nard Foundation',
    ].join('\n'),
  };
}
