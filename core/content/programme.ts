// What the foundation offers: training, courses, service cards and partners (FACTS.md, SPEC sections 1 and 3).

/** The training path: a paid-by-allowance trial, then an internship; trainees never pay a fee. */
export const TRAINING = {
  trialMonths: 2,
  trialPay: 'Allowance only',
  internshipMonths: 6,
  internshipWith: 'An industrial partner',
  trainingFeeSgd: 0,
} as const;

/** The eight courses, in SPEC's order. */
export const COURSES = [
  'Hydroponic Farming',
  'Coffee Production',
  'Handyman',
  'Carting Management',
  'Logistic',
  'Laundry Service',
  'Home Based Business',
  'Hosting Events for Challenges',
] as const;

/** The home page's three service cards (the site writes their details). */
export const SERVICE_CARDS = [
  {id: 'training-education', title: 'Training & Education'},
  {id: 'industrial-partner', title: 'Be Our Industrial / Commercial Partner'},
  {id: 'volunteer', title: 'Become Our Volunteer'},
] as const;

/** The partner organisations and what kind of place each is. */
export const PARTNERS = [
  {id: 'mountbatten-vocational-school', title: 'Mountbatten Vocational School', kind: 'Vocational school'},
  {id: 'blueacres', title: 'BlueAcres', kind: 'Urban farm'},
  {id: 'singrass', title: 'SINGRASS', kind: 'Indoor greenery'},
  {id: 'islahcare', title: 'IslahCARE', kind: 'Drug-rehabilitation centre'},
] as const;
