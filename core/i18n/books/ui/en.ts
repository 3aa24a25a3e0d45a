// The shared components' words (site/ui): loading, form parts, passkeys, two-step sign-in, gift donor fields.
export default {
  retry: 'Retry',
  busy: 'Loading...',
  loadingFigures: 'Loading the figures…',
  figuresProblem:
    'Sorry, we could not load the figures just now. Please check your connection and try again.',
  dismissToast: 'Dismiss: {text}',
  errorSummary: '{count, plural, one {# field needs} other {# fields need}} fixing: {fields}.',
  passwordRule:
    'Use at least {min} characters: an uppercase letter, a lowercase letter, a number and one of these symbols: <symbols>{symbols}</symbols>',
  callingCode: 'Singapore calling code',
  joinWorkForUs: 'Work For Us',
  joinVolunteer: 'Volunteer',
};
