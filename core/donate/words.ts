// Every sentence the donate section and <nard-donate> both show, in English. English is each sentence's id
// (core/i18n/translator.ts): the views pass their translator, and the donate book holds the other languages
// under the same keys. The donor's fields are core/donate's PLEDGE_FORM_WORDS (translated in ui-account).
export const DONATE_WORDS = {
  title: 'Donate',
  /** On a partner's page the heading also names who receives the gift. */
  embeddedTitle: 'Donate to the Nard Foundation',
  intro: 'There is no minimum gift. Choose the way that suits you best.',
  loading: 'Loading the ways to give…',
  failed: 'Sorry, we could not load our payment details just now. Please try again.',
  paynowTitle: 'PayNow',
  bankTitle: 'Bank transfer',
  onlineTitle: 'Card, Google Pay or Apple Pay',
  chooseAmount: 'Choose an amount',
  otherAmount: 'Other amount',
  anyAmountChoice: 'I will type it in my bank app',
  ownAmount: 'Your amount in Singapore dollars',
  ownAmountExample: 'For example 25.50',
  amountEmpty: 'Please enter an amount, for example 25 or 25.50.',
  amountNotNumber: 'Please use numbers only, for example 25 or 25.50.',
  amountTooManyDecimals: 'Please use at most 2 numbers after the decimal point.',
  amountNotPositive: 'The amount must be more than $0.',
  amountTooLarge: 'The most one PayNow QR can carry is $999,999.99.',
  typeAmountFirst: 'Type an amount above to see the QR code.',
  qrLabel: 'PayNow QR code: {amount} to {merchant}, UEN {uen}',
  pledgeQrLabel: 'PayNow QR code: {amount} to {merchant}, UEN {uen}, reference {reference}',
  anyAmount: 'any amount',
  // The UEN is set in bold: the views draw the pieces of placesOf.
  scanHint: 'Scan with your banking app. Or choose PayNow to a UEN and enter {uen} ({merchant}).',
  scanHintSample:
    'Scan with your banking app. Or choose PayNow to a UEN and enter {uen} ({merchant}). This UEN is a sample.',
  bankName: 'Bank',
  accountNumber: 'Account number',
  beneficiaryName: 'Beneficiary name',
  bankCode: 'Bank code',
  referenceLine: 'Comments (your reference)',
  copy: 'Copy Account Details',
  copied: 'Account details copied. Paste them into your banking app.',
  copyFailed: 'Sorry, we could not copy. Please select the details and copy them yourself.',
  creditCard: 'Credit Card',
  payBy: 'Pay by {method}',
  opensInNewTab: '(opens in a new tab)',
  // The methods are bold; PayNow and bank transfer link to their ways on the site.
  notSetUp: 'Paying by {methods} on this website is not set up yet.',
  useOtherWays: 'Please give by {paynow} or {bank} for now. Both reach us just the same.',
  bankTransferLink: 'bank transfer',
  giveNow: 'Give now',
  loadingGiveNow: 'Loading the gift form…',
  formIntro:
    'Tell us about your gift and we give you a reference to pay with, so we can match it and send your receipt.',
  sending: 'Getting your reference...',
  summary: 'Your gift of {amount} to {project}',
  referenceLabel: 'Your gift reference',
  referenceIntro: 'Your gift reference:',
  putReference:
    'Put this reference in the transfer’s comments, so we can match your gift and send your receipt.',
  copyReference: 'Copy reference',
  referenceCopied: 'Copied {reference}.',
  paynowAmountFixed: 'The QR code carries the amount and the reference; your banking app cannot change them.',
  sentByMail: 'We have also sent these details to your e-mail.',
  /** Past the pledge mails' budgets (issue 54) the page says so: the donor keeps the reference themselves. */
  notMailed:
    'We could not e-mail these details this time, so please note your gift reference before you leave this page.',
  receiptLater:
    'We send your receipt by e-mail once your gift reaches our account, usually within 3 working days.',
  giveAgain: 'Make another gift',
} as const;
