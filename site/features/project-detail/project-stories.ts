// The four anchor project pages, one template (DECISIONS: every anchor project has its own page).
// /projects/1 to /projects/4 in core's ANCHOR_PROJECTS order; any other id shows the farming page.
import {type AnchorProjectId, projectForPage} from '../../../core/data/index.ts';

export type ProjectStory = {
  id: AnchorProjectId;
  title: string;
  lead: string;
  kind: 'farm' | 'coffee' | 'tools' | 'people';
  what: string[];
  learn: string[];
  help: string[];
};

const FARMING: ProjectStory = {
  id: 'urban-farming',
  title: 'Nard Urban Farming',
  lead: 'We grow fresh vegetables in the city, with hydroponics and aquaponics.',
  kind: 'farm',
  what: [
    'Hydroponics grows plants in water full of nutrients, with no soil.',
    'Aquaponics keeps fish and plants together. The fish feed the plants, and the plants clean the water.',
    'We work with BlueAcres and SINGRASS, and support Singapore’s goal to grow 30% of its own food by 2030.',
  ],
  learn: [
    'Planting and caring for seedlings',
    'Checking water and nutrients',
    'Harvesting and packing',
    'Working safely in a team',
  ],
  help: [
    'Volunteer on a harvest day.',
    'Give to the farm on the Contribution page.',
    'Take a trainee into your farm or kitchen.',
  ],
};

const COFFEE: ProjectStory = {
  id: 'coffee-roastery',
  title: 'Nard Coffee Roastery',
  lead: 'We roast coffee beans and brew good coffee, and our trainees learn a trade.',
  kind: 'coffee',
  what: [
    'Our roastery turns green coffee beans into fresh roasted coffee.',
    'Trainees learn each step, from the raw bean to the cup.',
    'Cafés and offices buy our coffee, and the money goes back into training.',
  ],
  learn: [
    'Roasting and tasting beans',
    'Brewing and serving coffee',
    'Hygiene and food safety',
    'Serving customers with confidence',
  ],
  help: [
    'Buy our coffee for your office.',
    'Give to the roastery on the Contribution page.',
    'Offer a café internship.',
  ],
};

const CARTING: ProjectStory = {
  id: 'carting',
  title: 'Carting',
  lead: 'We move goods with carts and trolleys, safely and on time, and our trainees learn logistics.',
  kind: 'tools',
  what: [
    'Markets, shops and offices need goods moved over short distances every day.',
    'Our carting team loads, moves and delivers these goods by hand cart and trolley.',
    'Trainees learn the work with a supervisor, then take on their own routes.',
  ],
  learn: [
    'Loading a cart safely',
    'Planning a delivery route',
    'Checking goods in and out',
    'Talking with customers on delivery',
  ],
  help: [
    'Give to Carting on the Contribution page, so the team can buy its first carts.',
    'Offer deliveries for our team to make.',
    'Take a trainee into your warehouse or shop.',
  ],
};

const EDUCATION: ProjectStory = {
  id: 'education',
  title: 'Education',
  lead: 'We teach the everyday skills that help people find work and keep it.',
  kind: 'people',
  what: [
    'Some of our trainees left school early, or spent years away from work.',
    'Small classes teach reading, numbers, money and computer skills at each person’s pace.',
    'Every trainee also learns how to apply for a job and what to expect at work.',
  ],
  learn: [
    'Reading and writing for work',
    'Numbers and handling money',
    'Using a phone and a computer for work',
    'Writing a CV and preparing for interviews',
  ],
  help: [
    'Give to Education on the Contribution page, so the first classes can start.',
    'Volunteer as a tutor for a few hours a week.',
    'Give a talk about your job to our trainees.',
  ],
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
