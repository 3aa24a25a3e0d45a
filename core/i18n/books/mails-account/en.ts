// The mails about a person's account: welcome, address, password, two-step sign-in and deletion (server/accounts, server/privacy).
export default {
  hello: 'Hello,',
  signature: 'The Nard Foundation',
  logInHere: 'You can log in here:',
  welcomeSubject: 'Your Nard Foundation account',
  welcomeThanks:
    'Thank you for applying to The Nard Foundation. An account was made for this e-mail address.',
  welcomeNotYou:
    'Did you not sign up? Then someone typed your address by mistake. Do not open the link, and write to us and we will remove the account.',
  confirmSubject: 'Confirm your e-mail address',
  confirmAsk: 'Please confirm that this is your e-mail address by opening this link:',
  confirmLinkWorks:
    'The link works once, for {days, plural, one {# day} other {# days}}. Until you open it, you cannot sign up for events.',
  takenSubject: 'Someone tried to sign up with your e-mail address',
  takenTried: 'Someone tried to make a new Nard Foundation account with this e-mail address.',
  takenNothingChanged: 'You already have an account, so nothing was changed.',
  takenWasItYou: 'Was it you? You can log in here:',
  takenForgot: 'Forgot your password? You can set a new one here:',
  takenNotYou: 'Was it not you? Then you can ignore this e-mail. Your account stays as it is.',
  changeOldSubject: 'Your e-mail address is being changed',
  changeOldBody:
    'Someone who knows your password asked to move your Nard Foundation account to {address}. It moves when the link we sent there is opened.',
  changeOldNotYou: 'Was it not you? Reset your password from the log-in page now, and tell us.',
  changeTakenSubject: 'Your address was given for another account',
  changeTakenBody:
    'Someone asked to move another Nard Foundation account to this address. This address has an account already, so nothing changed.',
  changeTakenWasYou: 'Was it you? Log in with this address instead.',
  changeNewSubject: 'Confirm your new e-mail address',
  changeNewAsk: 'To move your Nard Foundation account to this address, open this link:',
  changeNewWorks:
    'The link works once, for {hours, plural, one {# hour} other {# hours}}. Until you open it, your account keeps its current address.',
  resetSubject: 'Your code to reset your password',
  resetAsked: 'Someone asked to reset the password of the Nard Foundation account for this e-mail address.',
  resetHereIsCode: 'Here is your code:',
  resetTypeIt: 'Type it on the page where you asked for it. Or open this link to set a new password:',
  resetWorks: 'The code and the link work once, for {minutes, plural, one {# minute} other {# minutes}}.',
  resetNotYou: 'Did you not ask for this? Then you can ignore this e-mail. Your password stays the same.',
  passwordChangedSubject: 'Your password was changed',
  passwordChangedBody:
    'The password of your Nard Foundation account was changed just now. You have been logged out everywhere.',
  passwordChangedLogIn: 'Please log in again with your new password.',
  passwordChangedNotYou: 'Did you not do this? Please reset your password at once and write to us.',
  twoStepResetSubject: 'Your two-step sign-in was reset',
  twoStepResetBody:
    'The Nard Foundation reset the two-step sign-in of your account: your passkeys, your authenticator app and your recovery codes no longer work, and every device was signed out.',
  twoStepResetSetUp:
    'Log in with your password and set up a passkey or your authenticator again (staff are asked to at once):',
  twoStepResetNotYou: 'Did you not ask for this? Reset your password from the log-in page, and tell us.',
  recoverySignInSubject: 'A recovery code was used to sign in to your Nard Foundation account',
  recoveryStepUpSubject: 'A recovery code was used on your Nard Foundation account',
  recoverySignInUsed:
    'A recovery code was just used to sign in to your account, instead of your passkey or authenticator app. You have {left, plural, one {# recovery code} other {# recovery codes}} left.',
  recoveryStepUpUsed:
    'A recovery code was just used to confirm a change on your account, instead of your passkey or authenticator app. You have {left, plural, one {# recovery code} other {# recovery codes}} left.',
  recoveryLostPhone:
    'Lost your phone? Add a passkey or set up the authenticator again on your profile, and make new recovery codes there.',
  recoverySignInNotYou:
    'Was it not you? Someone has your password and a recovery code. Reset your password now from the log-in page, and tell us.',
  recoveryStepUpNotYou:
    'Was it not you? Someone is signed in to your account and has a recovery code. Reset your password now from the log-in page (it signs every device out), and tell us.',
  factorChangedSubject: 'How you sign in to your Nard Foundation account was changed',
  factorPasskeyAdded:
    'A passkey was added to your account. It can sign in to your account without the password.',
  factorPasskeyRemoved: 'A passkey was removed from your account.',
  factorAppAdded: 'An authenticator app was set up for your account, with new recovery codes.',
  factorAppRemoved: 'The authenticator app was removed from your account.',
  factorCodesRenewed: 'New recovery codes were made for your account. The old ones no longer work.',
  factorChangedWhen: 'When: {date} at {time}, Singapore time.',
  factorChangedWhere: 'On: {browser} on {system}.',
  factorChangedSeeProfile: 'Your profile lists every change like this one, under Two-step sign-in.',
  factorChangedNotYou:
    'Was it not you? Someone is signed in to your account. Reset your password now from the log-in page (it signs every device out), and tell us: we can reset your two-step sign-in.',
  factorSomeBrowser: 'a browser',
  factorUnknownSystem: 'an unknown system',
  deletedSubject: 'Your Nard Foundation account is deleted',
  deletedByOwner: 'Your account with The Nard Foundation is deleted, as you asked.',
  deletedByStaff: 'Your account with The Nard Foundation is deleted, as you asked us in writing.',
  deletedByRetention:
    'Your account with The Nard Foundation is deleted: it was not used for a long time, and our privacy notice says we keep details only while they are needed.',
  deletedWhatWent:
    'Your details, your application, your places at events still to come and the messages you sent us are gone. Attendance and hours of events that took place, and gifts we must keep for tax, stay in our records without your name or e-mail address (a gift with a tax deduction keeps the name on its IRAS record).',
  deletedWelcomeBack: 'You are welcome back at any time: {link}',
  deletedNotYou: 'Did you not ask for this? Reply to this e-mail at once.',
};
