// The mail to a person whose second factors an administrator (or the server's command) reset: our words
// only, so a mistaken or malicious reset is noticed by the account's owner.

/** Tells the owner their passkeys, authenticator and recovery codes are gone and their sessions ended. */
export function twoStepResetMail(publicUrl: string): {subject: string; text: string} {
  return {
    subject: 'Your two-step sign-in was reset',
    text: [
      'Hello,',
      '',
      'The Nard Foundation reset the two-step sign-in of your account: your passkeys, your authenticator app and your recovery codes no longer work, and every device was signed out.',
      'Log in with your password and set up a passkey or your authenticator again (staff are asked to at once):',
      '',
      `${publicUrl}/log-in`,
      '',
      'Did you not ask for this? Reset your password from the log-in page, and tell us.',
      '',
      'The Nard Foundation',
    ].join('\n'),
  };
}
