// The words every page uses for the figures of computeFigures, so the same number reads the same everywhere
// and in every language (the view's translator; English when none is passed).

import type {ProjectTotals} from '../content/figure-totals.ts';
import {formatCents} from '../format/index.ts';
import {fill, inEnglish, type Translator} from '../i18n/translator.ts';
import {FIGURE_WORDS} from './words.ts';

/** Shown instead of a percentage while a project has no contributions. */
export const NOT_STARTED = FIGURE_WORDS.notStarted;

/**
 * The project's status: '85% funded', or 'Not started yet' with no contributions, or '$400 raised'
 * when no goal is set.
 * @example fundedText(figures) // '85% funded'
 */
export function fundedText(project: ProjectTotals, t: Translator = inEnglish): string {
  if (!project.started) return t(FIGURE_WORDS.notStarted);
  if (project.percent === null) {
    return fill(t(FIGURE_WORDS.raised), {raised: formatCents(project.contributorsTotalCents)});
  }
  return fill(t(FIGURE_WORDS.funded), {percent: String(project.percent)});
}

/**
 * Raised and goal in one sentence: '$8,500 raised of $10,000'; without a goal, '$8,500 raised'.
 * @example raisedText(figures) // '$8,500 raised of $10,000'
 */
export function raisedText(project: ProjectTotals, t: Translator = inEnglish): string {
  const raised = formatCents(project.contributorsTotalCents);
  return project.goalCents === null
    ? fill(t(FIGURE_WORDS.raised), {raised})
    : fill(t(FIGURE_WORDS.raisedOfGoal), {raised, goal: formatCents(project.goalCents)});
}

/**
 * Both at once, as a progress bar says them: '85% funded, $8,500 raised of $10,000'.
 * @example progressText(figures) // '85% funded, $8,500 raised of $10,000'
 */
export function progressText(project: ProjectTotals, t: Translator = inEnglish): string {
  return fill(t(FIGURE_WORDS.progress), {funded: fundedText(project, t), raised: raisedText(project, t)});
}

/**
 * The width of a progress bar, 0 to 100 (a project past its goal fills the bar).
 * @example barPercent(figures) // 85
 */
export function barPercent(project: ProjectTotals): number {
  return Math.min(100, project.percent ?? 0);
}

/**
 * The home page's total of every gift: 'Collection - $16,000'.
 * @example collectionText(16_000_00) // 'Collection - $16,000'
 */
export function collectionText(collectionCents: number, t: Translator = inEnglish): string {
  return fill(t(FIGURE_WORDS.collection), {amount: formatCents(collectionCents)});
}
