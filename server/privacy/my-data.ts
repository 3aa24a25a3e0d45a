// "Download my data" (issue 24, PDPA access): everything the foundation holds about the signed-in person,
// gathered from each store, as one JSON document. Tax ID numbers appear masked, as everywhere a person
// sees them; staff's private notes on an application are left out (opinion kept to evaluate it, which
// the PDPA's access right does not cover) and the answer says so.
import type {GiftRecord} from '../../core/donate/index.ts';
import {noticeById} from '../../core/privacy/index.ts';
import {deviceName} from '../accounts/device-name.ts';
import type {PublicUser} from '../accounts/store/account-store.ts';
import {giftRecord} from '../gifts/gift-record.ts';
import type {PrivacyStores} from './store/privacy-stores.ts';

export type MyData = {
  about: string;
  exportedAt: string;
  account: {
    fullName: string;
    email: string;
    emailConfirmed: boolean;
    phoneNumber: string;
    emergencyContact: string;
    age: string;
    region: string;
    city: string;
    profession: string;
    address: string;
    role: string;
    firstNameOnEventLists: boolean;
    /** The language of our mails: en, zh, ms or ta. */
    mailLanguage: string;
  };
  application: {type: string; status: string; appliedAt: string; appliedFrom: string} | null;
  events: {
    event: string;
    date: string;
    time: string;
    venue: string;
    signUp: string;
    attended: boolean;
    ojtHours: number;
    hoursApproved: boolean;
  }[];
  messages: {subject: string; message: string; sentAt: string; handled: boolean}[];
  gifts: GiftRecord[];
  consents: {what: string; wording: string; givenAt: string}[];
  signIn: {
    passkeys: {name: string; addedAt: string; lastUsedAt: string | null}[];
    authenticatorApp: boolean;
    recoveryCodesLeft: number;
    devices: {device: string; signedInAt: string; lastUsedAt: string}[];
  };
};

const iso = (at: number) => new Date(at).toISOString();

/** Collects the person's data; messages and gifts only for a confirmed address (anyone can type another's). */
export async function collectMyData(store: PrivacyStores, user: PublicUser, now: number): Promise<MyData> {
  const [applicant, events, messages, gifts, passkeys, totp, codesLeft, sessions] = await Promise.all([
    store.findApplicant(user.id),
    store.listMyEvents(user.id),
    user.emailConfirmed ? store.listMessagesFrom(user.email) : [],
    user.emailConfirmed ? store.listGiftsByEmail(user.email) : [],
    store.listPasskeys(user.id),
    store.findTotp(user.id),
    store.recoveryCodesLeft(user.id),
    store.listOpenSessions(user.id, now),
  ]);
  const giftRecords = gifts.map(giftRecord);
  const consents = await store.listConsents(
    user.id,
    gifts.map((gift) => gift.id),
  );
  const referenceOf = new Map(gifts.map((gift) => [gift.id, gift.reference]));
  return {
    about:
      'Everything The Nard Foundation holds about you when this file was made. ID numbers are masked. Notes our staff wrote to assess an application are not included. Questions: see /privacy.',
    exportedAt: iso(now),
    account: {
      fullName: user.fullName,
      email: user.email,
      emailConfirmed: user.emailConfirmed,
      phoneNumber: applicant?.phoneNumber ?? user.phoneNumber,
      emergencyContact: applicant?.emergencyContact ?? '',
      age: applicant?.age ?? '',
      region: applicant?.region ?? '',
      city: applicant?.city ?? '',
      profession: applicant?.profession ?? '',
      address: user.address,
      role: user.role || 'user',
      firstNameOnEventLists: user.showFirstName,
      mailLanguage: user.language,
    },
    application: applicant && {
      type: applicant.type,
      status: applicant.status,
      appliedAt: applicant.appliedAt,
      appliedFrom: applicant.origin ?? 'this site',
    },
    events: events.map((event) => ({
      event: event.description,
      date: event.date,
      time: event.time,
      venue: event.venue,
      signUp: event.cancelled ? 'cancelled by the foundation' : event.signupStatus,
      attended: event.attended,
      ojtHours: event.ojtHours,
      hoursApproved: event.hoursApproved,
    })),
    messages: messages.map((message) => ({
      subject: message.subject,
      message: message.message,
      sentAt: message.receivedAt,
      handled: message.handledAt !== null,
    })),
    gifts: giftRecords,
    consents: consents.map((consent) => ({
      what:
        consent.giftId === null
          ? 'The privacy notice of your application'
          : `The use of your ID number for the tax deduction of gift ${referenceOf.get(consent.giftId) ?? ''}`,
      wording: noticeById(consent.notice)?.text ?? consent.notice,
      givenAt: iso(consent.givenAt),
    })),
    signIn: {
      passkeys: passkeys.map((passkey) => ({
        name: passkey.name,
        addedAt: iso(passkey.createdAt),
        lastUsedAt: passkey.lastUsedAt === null ? null : iso(passkey.lastUsedAt),
      })),
      authenticatorApp: totp?.confirmed ?? false,
      recoveryCodesLeft: codesLeft,
      devices: sessions.map((session) => {
        const {browser, system} = deviceName(session.userAgent);
        return {
          device: `${browser} on ${system}`,
          signedInAt: iso(session.createdAt),
          lastUsedAt: iso(session.lastSeenAt),
        };
      }),
    },
  };
}
