// An event place as the API sends it (one definition for the server, the site and the console): where a
// person stands, their own events, and a place as staff see it.
import type {EventFields} from './event-records.ts';

/** Where someone stands for one event. */
export type SignupStatus = 'confirmed' | 'waiting' | 'withdrawn';

/** One of the user's own events (GET /me/events): the event and their place, attendance and hours. */
export type MyEvent = Omit<EventFields, 'needed' | 'signedUp'> & {
  id: string;
  cancelled: boolean;
  signupStatus: SignupStatus;
  /** 1-based place on the waiting list; null unless waiting. */
  position: number | null;
  attended: boolean;
  ojtHours: number;
  hoursApproved: boolean;
};

/** A sign-up as staff see it (full name and contact details) with attendance and hours. */
export type StaffSignup = {
  id: string;
  userId: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  type: 'volunteer' | 'work';
  status: SignupStatus;
  /** 1-based place on the waiting list; null unless waiting. */
  position: number | null;
  signedUpAt: string;
  attended: boolean;
  ojtHours: number;
  hoursApproved: boolean;
};
