// The parts of the console, in menu order. Each screen is its own chunk, loaded when first opened.
import {type ComponentType, lazy} from 'react';
import type {Role} from '../../../core/accounts/index.ts';

/** One part of the console: its URL segment, menu label, one-line summary and who may open it. */
export type StaffSection = {
  slug: string;
  title: string;
  summary: string;
  /** Administrators only (the server refuses staff too). */
  adminOnly?: boolean;
  Screen: ComponentType;
};

/** Every section, in the order of the menu. */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  {
    slug: 'announcements',
    title: 'Announcements',
    summary: 'publish, edit, preview and delete the news on the Announcements page.',
    Screen: lazyScreen(() => import('./announcements/announcements-screen.tsx')),
  },
  {
    slug: 'events',
    title: 'Events',
    summary:
      'add, edit and cancel volunteer and work events; see who signed up; record attendance and OJT hours.',
    Screen: lazyScreen(() => import('./events/events-screen.tsx')),
  },
  {
    slug: 'contributions',
    title: 'Contributions',
    summary: 'add, edit and delete the gifts to each project, or import many from a CSV file.',
    Screen: lazyScreen(() => import('./ledgers/contributions-screen.tsx')),
  },
  {
    slug: 'gifts',
    title: 'Gifts',
    summary:
      'pledges and gifts: import the bank statement, mark gifts received (the receipt is mailed), record a cheque, download the IRAS file.',
    Screen: lazyScreen(() => import('./gifts/gifts-screen.tsx')),
  },
  {
    slug: 'expenditures',
    title: 'Expenditures',
    summary: 'add, edit and delete what each project spent, or import many from a CSV file.',
    Screen: lazyScreen(() => import('./ledgers/expenditures-screen.tsx')),
  },
  {
    slug: 'projects',
    title: 'Project goals',
    summary: 'the fundraising goal of each anchor project.',
    Screen: lazyScreen(() => import('./projects/projects-screen.tsx')),
  },
  {
    slug: 'audit-reports',
    title: 'Audit reports',
    summary: "upload each year's audit report as a PDF, replace it or remove it.",
    Screen: lazyScreen(() => import('./audit/audit-screen.tsx')),
  },
  {
    slug: 'applicants',
    title: 'Applicants',
    summary:
      'everyone who applied, on our site or a partner page: filter, set a status and note, export as CSV.',
    Screen: lazyScreen(() => import('./applicants/applicants-screen.tsx')),
  },
  {
    slug: 'messages',
    title: 'Messages',
    summary: 'the Contact Us inbox: read each message and mark it handled.',
    Screen: lazyScreen(() => import('./messages/messages-screen.tsx')),
  },
  {
    slug: 'partners',
    title: 'Partner sites',
    summary: 'the partner sites whose pages may send the volunteer form.',
    adminOnly: true,
    Screen: lazyScreen(() => import('./partners/partners-screen.tsx')),
  },
  {
    slug: 'people',
    title: 'People',
    summary: 'every account and its role; give someone the staff or administrator role.',
    adminOnly: true,
    Screen: lazyScreen(() => import('./people/people-screen.tsx')),
  },
  {
    slug: 'activity',
    title: 'Activity',
    summary: 'who changed what and when.',
    Screen: lazyScreen(() => import('./activity/activity-screen.tsx')),
  },
];

/** The sections `role` may open. */
export function sectionsFor(role: Role): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => !section.adminOnly || role === 'admin');
}

/** Keeps `lazy` next to the table so every row loads the same way. */
export function lazyScreen(load: () => Promise<{default: ComponentType}>): ComponentType {
  return lazy(load);
}
