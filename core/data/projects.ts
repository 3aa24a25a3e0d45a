// The foundation's anchor projects and the figures the home and projects pages show (SPEC sections 4 and 9).

/** The four anchor projects; contributions and expenditures are grouped by these ids. */
export const ANCHOR_PROJECTS = [
  {id: 'urban-farming', title: 'Nard Urban Farming'},
  {id: 'coffee-roastery', title: 'Nard Coffee Roastery'},
  {id: 'carting', title: 'Carting'},
  {id: 'education', title: 'Education'},
] as const;

/** One of the anchor project ids. */
export type AnchorProjectId = (typeof ANCHOR_PROJECTS)[number]['id'];

/** One progress bar of the projects section. */
export interface ProjectProgress {
  readonly id: AnchorProjectId;
  readonly title: string;
  /** The amount in the bar's tooltip, in Singapore dollars. */
  readonly amountSgd: number;
  /** What the bar's tooltip reads, e.g. '1000 SGD'. */
  readonly tooltipText: string;
  /** The percentage SPEC section 9 lists for this project (its target share). */
  readonly listedPercent: number;
  /** The percentage the bar shows today (SPEC section 4): 0 for projects not started yet. */
  readonly progressValue: number;
  readonly started: boolean;
}

/**
 * The progress bars. SPEC gives two sets of figures: section 9 lists 30/50/70/70 percent, section 4 says
 * the first two bars show 85 percent and Carting and Education show 0 (not started). We keep both:
 * `progressValue` is what the bar shows, `listedPercent` the figure of section 9.
 */
export const PROJECT_PROGRESS: readonly ProjectProgress[] = [
  {
    id: 'urban-farming',
    title: 'Urban Farming',
    amountSgd: 1000,
    tooltipText: '1000 SGD',
    listedPercent: 30,
    progressValue: 85,
    started: true,
  },
  {
    id: 'coffee-roastery',
    title: 'Coffee Roastery',
    amountSgd: 2000,
    tooltipText: '2000 SGD',
    listedPercent: 50,
    progressValue: 85,
    started: true,
  },
  {
    id: 'carting',
    title: 'Carting',
    amountSgd: 3000,
    tooltipText: '3000 SGD',
    listedPercent: 70,
    progressValue: 0,
    started: false,
  },
  {
    id: 'education',
    title: 'Education',
    amountSgd: 4000,
    tooltipText: '4000 SGD',
    listedPercent: 70,
    progressValue: 0,
    started: false,
  },
];

/** One fundraising card: raised and goal in whole dollars. */
export interface ProjectCard {
  readonly id: AnchorProjectId;
  readonly title: string;
  readonly tagPercent: number;
  readonly raisedDollars: number;
  readonly goalDollars: number;
}

/**
 * The three fundraising cards. SPEC's '8500M' is a typo (DECISIONS): $8,500 of $10,000.
 * SPEC does not name the cards; we attach them to the first three anchor projects.
 */
export const PROJECT_CARDS: readonly ProjectCard[] = [
  {
    id: 'urban-farming',
    title: 'Nard Urban Farming',
    tagPercent: 85,
    raisedDollars: 8500,
    goalDollars: 10_000,
  },
  {
    id: 'coffee-roastery',
    title: 'Nard Coffee Roastery',
    tagPercent: 75,
    raisedDollars: 7500,
    goalDollars: 10_000,
  },
  {id: 'carting', title: 'Carting', tagPercent: 50, raisedDollars: 5000, goalDollars: 10_000},
];

/** The fixed donation figure shown beside the cards, in dollars ($5,000). */
export const STATIC_DONATION_SHOWN = 5000;

/** The home page's 'Collection - 6000 SGD' total. */
export const COLLECTION_TOTAL_SGD = 6000;
