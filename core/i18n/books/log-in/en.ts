// The log-in form and its second step (a passkey, an authenticator app's code or a recovery code).
export default {
  heading: 'Work For Us',
  intro: 'Log in to see your profile and the events you can join.',
  email: 'Email Address',
  password: 'Login Password',
  logIn: 'Log In',
  logInWithPasskey: 'Log in with a passkey',
  forgotPassword: 'Forgot password?',
  signUp: 'New here? Sign up',
  twoStepHeading: 'Two-step sign-in',
  usePasskeyIntro: 'Use the passkey you saved for this account.',
  usePasskey: 'Use your passkey',
  recoveryOnly: 'No passkey at hand? Enter one of your recovery codes.',
  appAfterPasskey:
    'Or open your authenticator app and enter the 6-digit code it shows for The Nard Foundation.',
  appOnly: 'Open your authenticator app and enter the 6-digit code it shows for The Nard Foundation.',
  code: 'Code',
  codeHintApp: 'Lost your phone? Enter one of your recovery codes instead, like 7KQM3-XWA2P.',
  codeHintRecovery: 'A recovery code looks like 7KQM3-XWA2P.',
  continue: 'Continue',
  backToPassword: 'Back to the password',
};
