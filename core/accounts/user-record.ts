// A registered user as the API sends them (one definition for the server, the site and the console).

import type {Language} from '../i18n/index.ts';

/** A registered user as the API returns it; `role` is one of core's `ROLES` ('user' unless granted more). */
export type User = {
  id: string;
  fullName: string;
  email: string;
  role: string;
  phoneNumber: string;
  address: string;
  /** The owner opened the link we mailed to this address; until then no event sign-up (issue 19). */
  emailConfirmed: boolean;
  /** Other signed-in people see this person's first name on volunteer events; else "A volunteer". */
  showFirstName: boolean;
  /**
   * The language our mails to this person are in (the page they signed up on, or their profile's choice).
   * The API always sends it; a user the site stored before it existed has none.
   */
  language?: Language;
};
