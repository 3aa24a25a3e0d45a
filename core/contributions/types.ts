// The grouping's own shape; the rows are core/content's API records (one definition of each).
import type {Contributor, Expenditure} from '../content/content-records.ts';

/** One anchor project with its own contributors and expenditures and their totals in integer cents. */
export type AnchorProjectGroup = {
  id: string;
  title: string;
  contributors: Contributor[];
  expenditures: Expenditure[];
  contributorsTotalCents: number;
  expendituresTotalCents: number;
};
