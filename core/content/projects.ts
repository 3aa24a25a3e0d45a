// The foundation's anchor projects. Their money figures are not here: they come from the ledger and each
// project's goal in the database, through core/contributions' computeFigures (decision 010).

/** The four anchor projects; contributions and expenditures are grouped by these ids. */
export const ANCHOR_PROJECTS = [
  {id: 'urban-farming', title: 'Nard Urban Farming'},
  {id: 'coffee-roastery', title: 'Nard Coffee Roastery'},
  {id: 'carting', title: 'Carting'},
  {id: 'education', title: 'Education'},
] as const;

/**
 * Where a gift goes when the donor does not choose a project: the foundation's general fund. Its received
 * gifts show on /contributions after the four projects and count in the Collection, but it has no goal,
 * no project page and no expenditures of its own.
 */
export const GENERAL_FUND = {id: 'general', title: 'Where it is needed most'} as const;

/**
 * The title of a gift's destination: an anchor project's, or the general fund's.
 * @example giftProjectTitle('carting') // 'Carting'
 */
export function giftProjectTitle(id: string): string {
  if (id === GENERAL_FUND.id) return GENERAL_FUND.title;
  return ANCHOR_PROJECTS.find((project) => project.id === id)?.title ?? id;
}

/** One of the anchor project ids. */
export type AnchorProjectId = (typeof ANCHOR_PROJECTS)[number]['id'];

/**
 * The page of an anchor project: /projects/1 to /projects/4 in ANCHOR_PROJECTS order; '/projects' for
 * a project without a page.
 * @example projectPagePath('carting') // '/projects/3'
 */
export function projectPagePath(id: string): string {
  const index = ANCHOR_PROJECTS.findIndex((project) => project.id === id);
  return index === -1 ? '/projects' : `/projects/${index + 1}`;
}

/**
 * The anchor project a page number shows; any other number shows Urban Farming (SPEC section 2).
 * @example projectForPage('2') // {id: 'coffee-roastery', ...}
 */
export function projectForPage(page: string | undefined): (typeof ANCHOR_PROJECTS)[number] {
  const index = /^[1-9]$/.test(page ?? '') ? Number(page) - 1 : 0;
  return ANCHOR_PROJECTS[index] ?? ANCHOR_PROJECTS[0];
}
