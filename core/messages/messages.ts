// Every toast, status and validation text of SPEC sections 5, 7 and 8, word for word.

/** The one text for 'the server could not be reached', shared by the site's client and the widgets. */
export const NETWORK_ERROR_MESSAGE =
  'Network error: we could not reach the server. Check your connection and try again.';

/**
 * Toast and status texts. The words are the spec's; do not reword them.
 *
 * @example
 * showToast(store, {kind: 'loading', text: MESSAGES.submittingDetails});
 */
export const MESSAGES = {
  fillRequiredCorrectly: 'Please fill in all required fields correctly.',
  fixFormErrors: 'Please fix the errors in the form.',
  fillRequired: 'Please fill in all required fields',
  fillOtpDigits: 'Please fill in all OTP digits',
  enterEmailFirst: 'Please Go back and enter your email address',
  submittingDetails: 'Submitting your details...',
  loggingIn: 'Logging in...',
  sendingCode: 'Sending code...',
  verifyingCode: 'Verifying code...',
  resendingCode: 'Resending code...',
  updatingPassword: 'Updating password...',
  registered: 'Successfully registered!',
  loggedIn: 'Logged in successfully!',
  formSubmitted: 'Form submitted successfully',
  invalidCredentials: 'Invalid email or password',
  jwtExpired: 'jwt expired',
  // Ours, in the same plain voice (SPEC gives no text for these).
  networkError: NETWORK_ERROR_MESSAGE,
  sessionExpired: 'Your session has ended. Please log in again.',
  savingProfile: 'Saving your profile...',
  profileSaved: 'Your profile is saved.',
  loggingOut: 'Logging out...',
  loggedOut: 'You are logged out.',
  invalidAccessToken: 'Invalid Access Token',
  /**
   * Ours, not the spec's: the sign-up answer for a new AND a taken address (who applied is sensitive), so it
   * must fit both; either way the address gets a mail.
   */
  checkEmailAfterSignup: 'Thank you! Please check your e-mail. We have sent a message about your account.',
  // Confirming the e-mail address (issue 19): the link in the welcome mail, or a new one from the profile.
  confirmingEmail: 'Confirming your e-mail address...',
  emailConfirmed: 'Your e-mail address is confirmed. You can now sign up for events.',
  emailLinkDead: 'This link has expired or was already used. Log in and ask for a new link on your profile.',
  emailUnconfirmed:
    'Please confirm your e-mail address first. Open the link in the mail we sent you, or ask for a new one on your profile.',
  sendingConfirmationLink: 'Sending a new link...',
  confirmationLinkSent: 'We sent a new link to your e-mail address. It works for 7 days.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed.',
  confirmationLinkNotSent: 'We could not send the e-mail just now. Please try again in a few minutes.',
} as const;

/**
 * The per-field messages of the rules. SPEC section 5 gives the first group; the length limits and
 * the form-level message are ours, because SPEC sets no limit.
 */
export const FIELD_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  fullNameTooLong: 'Full Name must be at most 100 characters.',
  ageInvalid: 'Age must be 18 or older',
  emailInvalid: 'Valid email is required',
  passwordRule: 'Password must be 6+ chars with uppercase, lowercase, number & symbol.',
  passwordTooLong: 'Password must be at most 128 characters.',
  professionRequired: 'Profession/Interest is required',
  professionTooLong: 'Profession/Interest must be at most 100 characters.',
  regionRequired: 'Region is required',
  cityRequired: 'City is required',
  phoneNumberInvalid: 'Phone Number must be text of at most 20 characters.',
  emergencyContactInvalid: 'Emergency Contact must be text of at most 20 characters.',
  typeInvalid: 'Please choose Volunteer or Work For Us.',
  loginEmailRequired: 'Email Address is required',
  loginEmailInvalid: 'Email Address is invalid',
  loginPasswordRequired: 'Login Password is required',
  loginPasswordTooLong: 'Login Password must be at most 128 characters.',
  otpInvalid: 'Please fill in all OTP digits',
  resetEmailMissing: 'Please Go back and enter your email address',
  newPasswordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  resetTokenMissing: 'Please verify the code sent to your email first.',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters.',
  contactEmailRequired: 'Email is required',
  contactEmailInvalid: 'Email is invalid',
  subjectTooLong: 'Subject must be text of at most 150 characters.',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters.',
  addressInvalid: 'Address must be text of at most 200 characters.',
  formInvalid: 'Please send the form as a set of named fields.',
  textCharacters:
    'This field has a character we cannot accept, such as an invisible character or a line break. Please remove it.',
} as const;
