// The licences page (/licences): its own words; the packages' names and licence texts stay as written.
export default {
  heading: 'Licences',
  lead: 'This website is built with free, open-source software. We thank the people who share it.',
  madeAutomatically:
    'This list is made automatically each time the site is built, so it always matches what we use.',
  caption: 'Open-source packages in this website ({count})',
  package: 'Package',
  version: 'Version',
  licence: 'Licence',
  fullTexts: 'Full licence texts',
};
