// Words only the partner widgets show (the rest they share with the site's books). The widgets import this
// English as it is, and find each sentence in their language part by it (widgets/shared/language.ts).
export default {
  newTab: '(opens in a new tab)',
  thanksTitle: 'Thank you for applying',
  thanksText:
    'Nard Foundation has your details and will contact you soon. You can log in now with the e-mail and password you chose.',
  logInOnSite: 'Log in on the Nard Foundation website',
  loadFailed: 'We could not load the announcements.',
  show: 'Show',
  hide: 'Hide',
  detailsOf: 'details of {title}',
};
