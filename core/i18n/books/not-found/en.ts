// The page for a path we do not know (status 404).
export default {
  heading: 'We could not find that page',
  lead: 'The link may be old, or the address may have a typing mistake.',
  help: 'You can start again from the home page, or ask us for help.',
  homePage: 'Go to the home page',
  contactUs: 'Contact us',
};
