// Who the foundation is and when it is open (FACTS.md, SPEC sections 2 and 9).

/** The foundation's fixed public identity. E-mail, phone and bank details are configuration instead. */
export const FOUNDATION = {
  name: 'The Nard Foundation Limited',
  shortName: 'Nard Foundation',
  address: '5008 Ang Mo Kio Avenue 5, #04-09 Techplace II, Singapore 569874',
  country: 'Singapore',
  established: 2024,
} as const;

/** One line of opening hours: the days, then the hours. */
export interface OpeningHours {
  readonly days: string;
  readonly hours: string;
}

/** The contact page's working hours. */
export const WORKING_HOURS: readonly OpeningHours[] = [
  {days: 'Mon-Fri', hours: '9:00-22:00'},
  {days: 'Sat-Sun', hours: '9:00-21:00'},
];

/** The store hours the home page's announcement modal gives. */
export const STORE_HOURS: readonly OpeningHours[] = [
  {days: 'Monday-Friday', hours: '10:00 am to 6:00 pm'},
  {days: 'Saturday and Sunday', hours: '11:00 am to 5:00 pm'},
];

/** The four statistics of the home page, with their values as displayed. */
export const STATISTICS = [
  {id: 'likes', title: 'Likes', value: '4597+'},
  {id: 'volunteers', title: 'Volunteers', value: '8945+'},
  {id: 'assisted-people', title: 'Assisted People', value: '10M+'},
  {id: 'educated', title: 'Educated', value: '100+'},
] as const;
