// The four anchor project pages, one template (DECISIONS: every anchor project has its own page).
// /projects/1 to /projects/4 in core's ANCHOR_PROJECTS order; any other id shows the farming page. The
// words are keys of the projects book.
import {type AnchorProjectId, projectForPage} from '../../../core/content/index.ts';
import type {BookKey, projectsBook} from '../../../core/i18n/index.ts';

type ProjectsKey = BookKey<typeof projectsBook>;

export type ProjectStory = {
  id: AnchorProjectId;
  /** The title of core/content ANCHOR_PROJECTS, in the book. */
  title: ProjectsKey;
  lead: ProjectsKey;
  kind: 'farm' | 'coffee' | 'tools' | 'people';
  what: ProjectsKey[];
  learn: ProjectsKey[];
  help: ProjectsKey[];
};

const FARMING: ProjectStory = {
  id: 'urban-farming',
  title: 'projectUrbanFarming',
  lead: 'farmingLead',
  kind: 'farm',
  what: ['farmingWhat1', 'farmingWhat2', 'farmingWhat3'],
  learn: ['farmingLearn1', 'farmingLearn2', 'farmingLearn3', 'farmingLearn4'],
  help: ['farmingHelp1', 'farmingHelp2', 'farmingHelp3'],
};

const COFFEE: ProjectStory = {
  id: 'coffee-roastery',
  title: 'projectCoffeeRoastery',
  lead: 'coffeeLead',
  kind: 'coffee',
  what: ['coffeeWhat1', 'coffeeWhat2', 'coffeeWhat3'],
  learn: ['coffeeLearn1', 'coffeeLearn2', 'coffeeLearn3', 'coffeeLearn4'],
  help: ['coffeeHelp1', 'coffeeHelp2', 'coffeeHelp3'],
};

const CARTING: ProjectStory = {
  id: 'carting',
  title: 'projectCarting',
  lead: 'cartingLead',
  kind: 'tools',
  what: ['cartingWhat1', 'cartingWhat2', 'cartingWhat3'],
  learn: ['cartingLearn1', 'cartingLearn2', 'cartingLearn3', 'cartingLearn4'],
  help: ['cartingHelp1', 'cartingHelp2', 'cartingHelp3'],
};

const EDUCATION: ProjectStory = {
  id: 'education',
  title: 'projectEducation',
  lead: 'educationLead',
  kind: 'people',
  what: ['educationWhat1', 'educationWhat2', 'educationWhat3'],
  learn: ['educationLearn1', 'educationLearn2', 'educationLearn3', 'educationLearn4'],
  help: ['educationHelp1', 'educationHelp2', 'educationHelp3'],
};

const STORIES: Record<AnchorProjectId, ProjectStory> = {
  'urban-farming': FARMING,
  'coffee-roastery': COFFEE,
  carting: CARTING,
  education: EDUCATION,
};

/** The story of /projects/:id; any id but 1 to 4 shows the farming page (SPEC section 2). */
export function storyFor(id: string | undefined): ProjectStory {
  return STORIES[projectForPage(id).id];
}
