// The words every page uses for the figures of computeFigures, so the same number reads the same everywhere.
import {formatCents} from '../format/index.ts';
import type {ProjectFigures} from './project-figures.ts';
import type {ContributionsWords} from './types.ts';

/**
 * The project's status: '85% funded', or 'Not started yet' with no contributions, or '$400 raised'
 * when no goal is set.
 * @example fundedText(figures, wordsIn(contributionsBook, 'en')) // '85% funded'
 */
export function fundedText(project: ProjectFigures, words: ContributionsWords): string {
  if (!project.started) return words('notStarted');
  if (project.percent === null) return words('raised', {raised: formatCents(project.contributorsTotalCents)});
  return words('funded', {percent: project.percent});
}

/**
 * Raised and goal in one sentence: '$8,500 raised of $10,000'; without a goal, '$8,500 raised'.
 * @example raisedText(figures, words) // '$8,500 raised of $10,000'
 */
export function raisedText(project: ProjectFigures, words: ContributionsWords): string {
  const raised = formatCents(project.contributorsTotalCents);
  return project.goalCents === null
    ? words('raised', {raised})
    : words('raisedOfGoal', {raised, goal: formatCents(project.goalCents)});
}

/**
 * Both at once, as a progress bar says them: '85% funded, $8,500 raised of $10,000'.
 * @example progressText(figures, words) // '85% funded, $8,500 raised of $10,000'
 */
export function progressText(project: ProjectFigures, words: ContributionsWords): string {
  return words('progressValue', {funded: fundedText(project, words), raised: raisedText(project, words)});
}

/**
 * The width of a progress bar, 0 to 100 (a project past its goal fills the bar).
 * @example barPercent(figures) // 85
 */
export function barPercent(project: ProjectFigures): number {
  return Math.min(100, project.percent ?? 0);
}

/**
 * The home page's total of every gift: 'Collection - $16,000'.
 * @example collectionText(16_000_00, words) // 'Collection - $16,000'
 */
export function collectionText(collectionCents: number, words: ContributionsWords): string {
  return words('collection', {amount: formatCents(collectionCents)});
}
