// What the projects page shows beyond core's figures: the 'Coming Soon' group, the gallery and the
// partners. The words are keys of the projects book; the partners' details are HTML in it (SafeHtml).
import type {AnchorProjectId, PARTNERS} from '../../../core/content/index.ts';
import type {BookKey, projectsBook} from '../../../core/i18n/index.ts';

type ProjectsKey = BookKey<typeof projectsBook>;

export const COMING_SOON = [
  {id: 'laundry', title: 'laundryTitle', text: 'laundryText'},
  {id: 'logistics', title: 'logisticsTitle', text: 'logisticsText'},
  {id: 'events', title: 'eventsTitle', text: 'eventsText'},
] as const satisfies readonly {id: string; title: ProjectsKey; text: ProjectsKey}[];

export const GALLERY = [
  {id: 'farm', kind: 'farm', caption: 'galleryFarm'},
  {id: 'coffee', kind: 'coffee', caption: 'galleryCoffee'},
  {id: 'tools', kind: 'tools', caption: 'galleryTools'},
  {id: 'hands', kind: 'hands', caption: 'galleryHands'},
  {id: 'people', kind: 'people', caption: 'galleryPeople'},
  {id: 'farm-2', kind: 'farm', caption: 'galleryHarvest'},
] as const satisfies readonly {id: string; kind: string; caption: ProjectsKey}[];

export type GalleryKind = (typeof GALLERY)[number]['kind'];

/** The anchor projects' titles (core/content ANCHOR_PROJECTS), by id. */
export const PROJECT_TITLE_KEYS = {
  'urban-farming': 'projectUrbanFarming',
  'coffee-roastery': 'projectCoffeeRoastery',
  carting: 'projectCarting',
  education: 'projectEducation',
} as const satisfies Record<AnchorProjectId, ProjectsKey>;

/** Each partner's kind (core/content PARTNERS) and details (HTML), by id. */
export const PARTNER_WORDS = {
  'mountbatten-vocational-school': {kind: 'partnerKindMountbatten', details: 'partnerMountbatten'},
  blueacres: {kind: 'partnerKindBlueacres', details: 'partnerBlueacres'},
  singrass: {kind: 'partnerKindSingrass', details: 'partnerSingrass'},
  islahcare: {kind: 'partnerKindIslahcare', details: 'partnerIslahcare'},
} as const satisfies Record<(typeof PARTNERS)[number]['id'], {kind: ProjectsKey; details: ProjectsKey}>;
