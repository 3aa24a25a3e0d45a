// The account pages: sign up, Volunteer (Yellow Ribbon), Work For Us, the events pages, privacy, confirm e-mail.
export default {
  signUpHeading: 'Sign Up As',
  signUpIntro:
    'Volunteers help at our farm, roastery and events. Work For Us is for people who want job training.',
  signUpVolunteer: 'Volunteer',
  signUpWork: 'Work For Us',
  alreadySignedUp: 'Already signed up? <link>Log in</link>',
  ribbonHeading: 'Volunteer with the Yellow Ribbon',
  storyChanceTitle: 'A second chance',
  storyChanceText:
    'In Singapore, the Yellow Ribbon stands for helping people who have left prison find their place again. A steady job is often the first step.',
  storySkillsTitle: 'Skills that last',
  storySkillsText:
    'Volunteers help our trainees learn farming, coffee roasting, carting and more. You share what you know, one task at a time.',
  storyTeamTitle: 'A team that cares',
  storyTeamText:
    'You work beside trainees, staff and partners. Many volunteers tell us they learn as much as they teach.',
  ribbonApplication: 'Volunteer application',
  ribbonFormNote: 'You must be 18 or older to volunteer. Fill in the form and we will be in touch.',
  workHeading: 'Work with us, learn a trade',
  workIntro:
    'We train special-needs individuals, people starting again after prison, and others who need a fair chance. You learn real job skills with a team that knows you.',
  workTrial: 'Two months of trial training, with an allowance.',
  workInternship: 'Then a 6-month internship with one of our industry partners.',
  workNoFee: 'There is no training fee.',
  workApplication: 'Application',
  workFormNote: 'Fill in the form below. We will call you to talk about the next step.',
  volunteerEventsHeading: 'Upcoming volunteer events',
  volunteerEventsText: 'See what is planned and how many places are open. Log in to sign up.',
  volunteerEventsLink: 'See the volunteer events',
  workEventsHeading: 'Upcoming work and training events',
  workEventsText: 'See the shifts and training sessions planned for our trainees. Log in to sign up.',
  workEventsLink: 'See the work events',
  volunteerEventsTitle: 'Volunteer Events',
  volunteerEventsIntro:
    'These are the events that need volunteers. Log in to sign up; when an event is full you can join its waiting list. Once you are logged in, tap or tab to the number signed up to see who is going: first names of those who chose to show them, and "A volunteer" for everyone else.',
  workEventsTitle: 'Work Events',
  workEventsIntro:
    'These are the jobs and on-job training sessions for our trainees. Log in to sign up; when an event is full you can join its waiting list. To keep our trainees safe, only our staff see who works at each event.',
  privacyHeading: 'How We Protect Your Data',
  privacyWho:
    "The Nard Foundation Limited, {address}, collects the details you give us. We follow Singapore's Personal Data Protection Act 2012 (PDPA).",
  privacyOfficer:
    'Our Data Protection Officer answers every question about your data: <email>{email}</email>.',
  collectHeading: 'What we collect, and why',
  collectApply:
    '<strong>When you apply</strong> to volunteer or to work with us: your name, age group, e-mail address, region and city, phone number, an emergency contact and your profession or interests. We use them to look at your application, match you with training, work or volunteer events, and contact you.',
  collectEvents:
    '<strong>At events</strong>: the events you sign up for, whether you came, and your training hours, for your records and for our programme reports.',
  collectWrite:
    '<strong>When you write to us</strong>: your name, e-mail address and message, to answer you.',
  collectGive:
    '<strong>When you give</strong>: your name, e-mail address and the gift, to thank you and send your receipt. For a tax deduction, also your NRIC, FIN or UEN and the name on it, only to report the gift to IRAS.',
  collectSignIn:
    "<strong>When you sign in</strong>: a scrambled form of your password that cannot be turned back, your passkeys' public keys, and which browser each signed-in device uses, so you can see and sign them out.",
  emergencyHeading: 'Your emergency contact',
  emergencyText:
    'Please ask your emergency contact first. When you give us their number, you tell us they agreed to be named and to be called if something happens to you. We only call them in an emergency.',
  safeHeading: 'How we keep it safe',
  safeText:
    'Only our staff can see your details, and they sign in with a second step (a passkey or a code). ID numbers for tax are encrypted, and staff see only part of them. We do not sell your data or give it to advertisers. We share your name and contact details with a training partner only when you start an internship with them, and only what they need.',
  keepHeading: 'How long we keep it',
  keepAccount:
    'Your account and application: while you use them. After {months} months without any sign-in, sign-up or change, we delete the account and tell you by e-mail.',
  keepUnconfirmed: 'A sign-up whose e-mail address was never confirmed: {days} days.',
  keepMessages: 'Messages you send us: {months} months after we have answered them.',
  keepTaxId:
    'Your ID number for a tax deduction: until the end of the {years}th year after the year of the gift, as IRAS may ask about it until then; a year for a gift that never arrived.',
  keepSentMail:
    'Mails we send you: until they are sent, with their words (a code in them too); then only to whom and when it went, for {days} days, so staff can see that a receipt arrived.',
  keepDevices: 'Signed-in devices: 30 days at most. Codes we e-mail you: minutes, until used.',
  keepRecords:
    'Attendance and hours at past events, and gifts, stay for our reports and for tax after an account is deleted, without your name or contact details (a gift with a tax deduction keeps the name on its IRAS record).',
  rightsHeading: 'Seeing, correcting and deleting your data',
  rightsText:
    'On your <profile>profile</profile> you can download everything we hold about you, change your details, and delete your account. You can also write to our Data Protection Officer at <email>{email}</email> to see, correct or delete your data, or to withdraw your consent. We answer within 30 days.',
  noticesHeading: 'The notices you agree to',
  noticesIntro: 'Our forms show a short notice. Here is every wording we have used, and since when.',
  noticeApplication: 'The application form, since {date}',
  noticeGiftTax: 'A gift with a tax deduction, since {date}',
  donorHeading: 'My gifts',
  donorIntro:
    'See the gifts you gave us, with their receipts and a statement for your records. You do not need an account: we e-mail you a link.',
  donorEmail: 'E-mail address you gave with',
  donorSend: 'E-mail me a link',
  donorGiftsOf: 'Gifts given with {email}',
  donorOpening: 'Opening your link...',
  donorSignOut: 'Close My gifts on this device',
  donorClosed: 'My gifts is closed on this device.',
  donorHasAccount: 'Have an account? Your gifts are also on <link>your profile</link>.',
  confirmHeading: 'Confirm your e-mail address',
  confirmToProfile: 'Go to your profile and events',
  confirmLogIn: 'Log in to see your events',
};
