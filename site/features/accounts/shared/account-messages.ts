// Texts of the account pages that SPEC does not give (they are ours); SPEC's own texts come from core.

/** Toasts for the profile and the session, written in the same plain voice as SPEC's. */
export const ACCOUNT_MESSAGES = {
  sessionExpired: 'Your session has ended. Please log in again.',
  savingProfile: 'Saving your profile...',
  profileSaved: 'Your profile is saved.',
  loggingOut: 'Logging out...',
  loggedOut: 'You are logged out.',
} as const;
