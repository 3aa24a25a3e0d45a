// The last mail to a deleted account's address (issue 24): our words only, so a deletion the owner did not
// make (a stolen password, or staff acting on a forged letter) is noticed.

/** Tells the former owner their account is gone, and what stayed without their name. */
export function accountDeletedMail(byOwner: boolean): {subject: string; text: string} {
  return {
    subject: 'Your Nard Foundation account is deleted',
    text: [
      'Hello,',
      '',
      byOwner
        ? 'Your account with The Nard Foundation is deleted, as you asked.'
        : 'Your account with The Nard Foundation is deleted, as you asked us in writing.',
      'Your details, your application, your places at events still to come and the messages you sent us are gone. Attendance and hours of events that took place, and gifts we must keep for tax, stay in our records without your name or e-mail address (a gift with a tax deduction keeps the name on its IRAS record).',
      '',
      'Did you not ask for this? Reply to this e-mail at once.',
      '',
      'The Nard Foundation',
    ].join('\n'),
  };
}
