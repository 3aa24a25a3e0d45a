// The words a receipt or statement uses for where a gift went.
import {ANCHOR_PROJECTS} from '../../core/data/index.ts';
import type {GiftProject} from '../../core/rules/index.ts';

/**
 * The title of a gift's project: an anchor project's own title, or "Where it is needed most" for a gift
 * the foundation may spend on any of them.
 * @example giftProjectTitle('urban-farming') // 'Nard Urban Farming'
 * @example giftProjectTitle('general') // 'Where it is needed most'
 */
export function giftProjectTitle(project: GiftProject): string {
  return ANCHOR_PROJECTS.find((anchor) => anchor.id === project)?.title ?? 'Where it is needed most';
}
