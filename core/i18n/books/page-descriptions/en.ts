// Each route's description (search results, link previews): read by the prerender only, so no page's
// JavaScript carries them.
export default {
  homeDescription:
    'The Nard Foundation in Singapore trains special-needs individuals, formerly incarcerated people and underprivileged groups in real job skills.',
  aboutUsDescription:
    'Who the Nard Foundation is, whom it serves in Singapore, and how it trains people for work.',
  projectsDescription:
    'Our urban farm, coffee roastery and the projects coming soon, with what each has raised.',
  projectDetailDescription: 'How a Nard Foundation project works, who it trains and how you can help.',
  workForUsDescription:
    'Apply for paid job-skills training with the Nard Foundation. There is no training fee.',
  yellowRibbonDescription:
    'Volunteer with the Nard Foundation and help people rebuild their lives after prison.',
  contributionsDescription:
    'See every contribution and expense by project, read our audit reports, and donate.',
  homebizDescription: 'NardHomeBiz helps home-based businesses keep track of orders and customers.',
  contactUsDescription: 'Write to the Nard Foundation, call us, or visit us in Ang Mo Kio.',
  faqDescription: 'Answers about volunteering, training, donations and how we look after your data.',
  discoverDescription:
    'Our training: a two-month trial with an allowance, then a six-month internship. No fee.',
  announcementsDescription: 'News from the Nard Foundation: opening hours, events and new projects.',
  styleGuideDescription: 'The colours, type and components of the Nard Foundation website.',
  licencesDescription: 'The open-source software this website uses, and its licences.',
  passwordDescription: 'How passwords work on this site and how to reset a forgotten one.',
  signUpDescription: 'Sign up as a volunteer or apply to work with us.',
  logInDescription: 'Log in to your Nard Foundation account.',
  forgotPasswordDescription: 'Get a code by e-mail to set a new password.',
  otpDescription: 'Enter the four-digit code we sent to your e-mail.',
  myGiftsDescription:
    'See the gifts you gave The Nard Foundation, with their receipts, by a link we e-mail you.',
  confirmEmailDescription: 'Confirm that the e-mail address of your account is yours.',
  updatePasswordDescription: 'Choose a new password for your account.',
  volunteerPageDescription: 'Upcoming volunteer events and who has signed up.',
  workForUsDetailDescription: 'Upcoming work shifts and on-the-job training hours.',
  profileDescription: 'Your details with the Nard Foundation.',
  privacyDescription: 'What we keep about you, why, and how to ask us to delete it.',
  staffDescription: 'Where Nard Foundation staff publish content and answer applicants.',
  notFoundDescription: 'We could not find that page.',
};
