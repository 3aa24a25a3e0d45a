// The row shapes of GET /api/contributors and /api/expenditures, as the grouping needs them.

/** The anchor project a row belongs to, as the API nests it. */
export type AnchorProjectRef = {_id: string; title: string};

/** One gift, as GET /api/contributors lists it. Amount in dollars, date `YYYY-MM-DD`. */
export type ContributorRow = {
  _id?: string;
  name: string;
  date: string;
  amount: number;
  anchorProjectId: AnchorProjectRef;
};

/** One spend, as GET /api/expenditures lists it. Amount in dollars, date `YYYY-MM-DD`. */
export type ExpenditureRow = {
  _id?: string;
  item: string;
  date: string;
  amount: number;
  detail: string;
  anchorProjectId: AnchorProjectRef;
};

/** One anchor project with its own contributors and expenditures and their totals in integer cents. */
export type AnchorProjectGroup = {
  id: string;
  title: string;
  contributors: ContributorRow[];
  expenditures: ExpenditureRow[];
  contributorsTotalCents: number;
  expendituresTotalCents: number;
};
