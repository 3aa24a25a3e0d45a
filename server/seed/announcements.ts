// The five seed announcements (DECISIONS: the spec's sample rows become seed data).
import type {ContentRows} from '../db/content-store.ts';

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
  {
    date: '2026-11-16',
    title: 'New store hours from 1 December',
    description:
      'From 1 December our store is open Monday to Friday, 10:00 am to 6:00 pm, ' +
      'and Saturday and Sunday, 11:00 am to 5:00 pm.',
  },
];
