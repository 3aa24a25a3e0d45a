// The mails about a gift: how to pay a pledge, and the receipt's covering mail (server/gifts).
export default {
  hello: 'Hello,',
  signature: 'The Nard Foundation',
  pledgeSubject: 'Your gift reference {reference}',
  pledgeThanks: 'Thank you for choosing to give {amount} to {project} at The Nard Foundation.',
  pledgeReference: 'Your gift reference: {reference}',
  payNowHeading: 'To pay by PayNow:',
  payNowSteps: 'Pay {amount} to UEN {uen} ({merchant}),\nand put {reference} in the reference or comments.',
  bankHeading: 'To pay by bank transfer:',
  bankName: 'Bank: {value}',
  bankAccountNumber: 'Account number: {value}',
  bankBeneficiary: 'Beneficiary name: {value}',
  bankCode: 'Bank code: {value}',
  bankReference: 'Comments (your reference): {value}',
  bankAmount: 'Amount: {value}',
  receiptLater:
    'We send your receipt by e-mail once your gift reaches our account, usually within 3 working days.',
  pledgeNotYou:
    'Did you not ask for this? Then someone typed your address by mistake. Nothing has been charged, and you can ignore this mail.',
  projectGeneral: 'Where it is needed most',
  projectUrbanFarming: 'Nard Urban Farming',
  projectCoffeeRoastery: 'Nard Coffee Roastery',
  projectCarting: 'Carting',
  projectEducation: 'Education',
  receiptSubject: 'Your receipt {receipt} from The Nard Foundation',
  receiptArrived: 'Your gift of {amount} (reference {reference}) has reached us. Thank you.',
  receiptAttached: 'Your receipt {receipt} is attached as a PDF.',
  receiptTaxReported:
    'We report the gift to IRAS, so its tax deduction is included in your tax assessment automatically.',
  receiptNoTax: 'No ID number was given with this gift, so no tax deduction is claimed for it.',
  donorLinkSubject: 'Your link to see your gifts to The Nard Foundation',
  donorLinkAsked: 'Someone asked to see the gifts given to The Nard Foundation with this e-mail address.',
  donorLinkOpen: 'Open this link to see them, with their receipts and statements:',
  donorLinkWorks: 'The link works once, for {minutes, plural, one {# minute} other {# minutes}}.',
  donorLinkNotYou:
    'Did you not ask for this? Then you can ignore this e-mail. Nobody can see your gifts without it.',
};
