// The public content as the API sends it: projects, the ledgers' rows, audit reports, announcements.
// Types only.

import type {ContentTranslations} from './content-in.ts';

/** The anchor project a contribution or expense belongs to. */
export type AnchorProjectRef = {_id: string; title: string};

/** An anchor project as GET /api/projects lists it: `goal` in dollars, `null` while no goal is set. */
export type AnchorProject = {id: string; title: string; goal: number | null};

/** A contribution; `date` is `YYYY-MM-DD`, `amount` in dollars. */
export type Contributor = {
  _id: string;
  name: string;
  date: string;
  amount: number;
  anchorProjectId: AnchorProjectRef;
};

/** An expense; `date` is `YYYY-MM-DD`, `amount` in dollars. */
export type Expenditure = {
  _id: string;
  item: string;
  date: string;
  amount: number;
  detail: string;
  anchorProjectId: AnchorProjectRef;
};

/** An annual audit report document. */
export type AuditReport = {year: number; url: string};

/** An announcement; the API lists them newest first. */
export type Announcement = {
  id: string;
  date: string;
  title: string;
  description: string;
  /** Shown in the home page's pop-up; at most one announcement is (issue 20). Absent: not. */
  popup?: boolean;
  /** The title and description in other languages (decision 032); absent when staff gave none. */
  translations?: ContentTranslations<'announcements'>;
};
