// The five seed announcements (DECISIONS: the spec's sample rows become seed data). The last, the shop's new
// opening hours, is the home page's pop-up until staff choose another announcement or none (issue 20).
import {STORE_HOURS, WORKING_HOURS} from '../../core/content/index.ts';
import type {ContentRows} from '../content/store/content-store.ts';

const hours = (rows: typeof STORE_HOURS) => rows.map((row) => `${row.days} ${row.hours}`).join(', ');

/** The pop-up of a fresh install: the spec's "new store hours" announcement, in the announcement subset. */
export const SEED_POPUP = {
  date: '2026-11-16',
  title: 'New store hours from 1 December',
  description: [
    'From 1 December our shop has new opening hours.',
    '',
    ...STORE_HOURS.map((row) => `- **${row.days}:** ${row.hours}`),
    '',
    `These are the shop’s hours. Our office keeps its own working hours (${hours(WORKING_HOURS)}), as the Contact Us page lists.`,
    '',
    'We look forward to seeing you.',
  ].join('\n'),
  popup: true,
};

export const SEED_ANNOUNCEMENTS: Extract<ContentRows, {kind: 'announcements'}>['rows'] = [
  {
    date: '2026-08-20',
    title: 'Welcome briefing for new volunteers',
    description:
      'New volunteers meet the team at the Ang Mo Kio farm on the first Saturday of each month at 10 am. ' +
      'We show you around, explain safety rules and help you pick a task. Please wear covered shoes.',
  },
  {
    date: '2026-09-12',
    title: 'Annual Audit Report 2025 is out',
    description:
      'Our audited accounts for 2025 are on the Contribution page. ' +
      'They show every dollar we received and how we spent it.',
  },
  {
    date: '2026-10-05',
    title: 'Coffee tasting every Saturday',
    description:
      'Our coffee trainees serve and sell the beans they roasted, every Saturday from 11 am to 3 pm ' +
      'at Techplace II, Ang Mo Kio. Come and say hello.',
  },
  {
    date: '2026-10-28',
    title: 'Farm training starts in January',
    description:
      'A new group starts hydroponic farming training on 11 January 2027. ' +
      'The two-month trial pays an allowance and there is no fee. Apply on the Work For Us page.',
  },
  SEED_POPUP,
];
