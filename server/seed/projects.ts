// The anchor projects with the goals a new database starts with; staff change goals later, and a goal
// once set is never overwritten by the seed (docs/decisions/010-figures-from-the-ledger.md).
import {ANCHOR_PROJECTS, type AnchorProjectId} from '../../core/content/index.ts';

const GOAL_CENTS: Record<AnchorProjectId, number> = {
  'urban-farming': 1_000_000,
  'coffee-roastery': 1_000_000,
  carting: 800_000,
  education: 600_000,
};

/** Every anchor project with its seed goal in cents. */
export const SEED_PROJECTS = ANCHOR_PROJECTS.map((project) => ({
  id: project.id,
  title: project.title,
  goalCents: GOAL_CENTS[project.id],
}));
