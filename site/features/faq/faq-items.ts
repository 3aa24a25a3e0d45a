// The 23 questions of /faq, written from FACTS.md in plain words: short sentences, one idea each.
export type FaqItem = {id: string; title: string; details: string[]};

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-nard',
    title: 'What is the Nard Foundation?',
    details: [
      'We are a non-profit foundation in Singapore. We started in 2024.',
      'We help people learn job skills and find steady work.',
    ],
  },
  {
    id: 'who-we-help',
    title: 'Who do you help?',
    details: [
      'We help special-needs individuals.',
      'We help people who were in prison and want a fresh start.',
      'We also help families and groups who have less.',
    ],
  },
  {
    id: 'yellow-ribbon',
    title: 'What does "Yellow Ribbon" mean?',
    details: [
      'In Singapore, the Yellow Ribbon stands for second chances.',
      'It means helping people who were in prison to rejoin the community and find work.',
    ],
  },
  {
    id: 'how-to-apply',
    title: 'How do I apply for training?',
    details: [
      'Go to the Work For Us page and fill in the form.',
      'We will contact you to talk about the next steps.',
    ],
  },
  {id: 'training-fee', title: 'Do I pay for the training?', details: ['No. There is no training fee.']},
  {
    id: 'trial-pay',
    title: 'Am I paid during the trial?',
    details: ['The trial lasts two months.', 'During the trial you receive an allowance.'],
  },
  {
    id: 'after-trial',
    title: 'What happens after the trial?',
    details: [
      'Next comes a 6-month internship.',
      'You work with one of our industrial partners and learn on the job.',
    ],
  },
  {
    id: 'courses',
    title: 'Which courses do you teach?',
    details: [
      'Hydroponic Farming, Coffee Production, Handyman, Carting Management, Logistic, Laundry Service, Home Based Business, and Hosting Events for Challenges.',
    ],
  },
  {
    id: 'volunteer-age',
    title: 'How old must I be to volunteer?',
    details: ['Volunteers must be 18 or older.'],
  },
  {
    id: 'how-volunteer',
    title: 'How do I become a volunteer?',
    details: [
      'Go to the Volunteer page and fill in the form.',
      'After you sign up, you can see upcoming events and choose where to help.',
    ],
  },
  {
    id: 'volunteer-tasks',
    title: 'What do volunteers do?',
    details: [
      'Volunteers help at our farm, our coffee roastery and our events.',
      'Some volunteers teach or guide our trainees.',
    ],
  },
  {
    id: 'farm-where',
    title: 'Where is your urban farm?',
    details: [
      'Our office is at 5008 Ang Mo Kio Avenue 5, #04-09 Techplace II, Singapore 569874.',
      'Please contact us before a visit. We will tell you where the team is working that week.',
    ],
  },
  {
    id: 'farm-what',
    title: 'What does the urban farm grow?',
    details: [
      'We grow vegetables with hydroponics and aquaponics.',
      'Hydroponics grows plants in water instead of soil. Aquaponics keeps fish and plants together.',
    ],
  },
  {
    id: 'min-donation',
    title: 'Is there a minimum donation?',
    details: ['No. Every gift helps, big or small.'],
  },
  {
    id: 'recurring',
    title: 'Can I give every month?',
    details: ['Yes. You can give monthly, every three months, or once a year.'],
  },
  {
    id: 'how-pay',
    title: 'How can I pay my donation?',
    details: [
      'You can pay by credit card, debit card, bank transfer or cheque.',
      'You can also use PayNow. See the Contribution page for details.',
    ],
  },
  {
    id: 'goods',
    title: 'Can I donate things instead of money?',
    details: ['Yes. Please use the Blessing and Donation section of our NardHomeBiz app.'],
  },
  {
    id: 'where-money-goes',
    title: 'How do I know where the money goes?',
    details: [
      'Our Contribution page lists every contribution and every expense by project.',
      'Anyone can read it.',
    ],
  },
  {
    id: 'audits',
    title: 'Are your accounts checked?',
    details: [
      'Yes. An auditor checks our accounts every year.',
      'We publish each Annual Audit Report on the Contribution page.',
    ],
  },
  {
    id: 'partners',
    title: 'Who are your partners?',
    details: [
      'Mountbatten Vocational School, the urban farm BlueAcres, SINGRASS for indoor greenery, and IslahCARE, a drug-rehabilitation centre.',
    ],
  },
  {
    id: 'be-partner',
    title: 'My company wants to take an intern. What do we do?',
    details: [
      'Thank you! Please write to us through the Contact Us page.',
      'We will explain how the internship works and how we support you.',
    ],
  },
  {
    id: 'data',
    title: 'How do you keep my data safe?',
    details: [
      'We keep only what we need to contact you and plan your training.',
      'We never sell your data. You can download it or delete your account from your profile at any time, or ask our Data Protection Officer (see How We Protect Your Data).',
    ],
  },
  {
    id: 'homebiz',
    title: 'What is the NardHomeBiz app?',
    details: [
      'It is a free app for people who run a business from home.',
      'It helps you keep track of orders and customers.',
    ],
  },
];
