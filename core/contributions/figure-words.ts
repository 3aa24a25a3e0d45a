// The words every page uses for the figures of computeFigures, so the same number reads the same everywhere.
import {formatCents} from '../format/index.ts';
import type {ProjectFigures} from './project-figures.ts';

/** Shown instead of a percentage while a project has no contributions. */
export const NOT_STARTED = 'Not started yet';

/**
 * The project's status: '85% funded', or 'Not started yet' with no contributions, or '$400 raised'
 * when no goal is set.
 * @example fundedText(figures) // '85% funded'
 */
export function fundedText(project: ProjectFigures): string {
  if (!project.started) return NOT_STARTED;
  if (project.percent === null) return `${formatCents(project.contributorsTotalCents)} raised`;
  return `${project.percent}% funded`;
}

/**
 * Raised and goal in one sentence: '$8,500 raised of $10,000'; without a goal, '$8,500 raised'.
 * @example raisedText(figures) // '$8,500 raised of $10,000'
 */
export function raisedText(project: ProjectFigures): string {
  const raised = `${formatCents(project.contributorsTotalCents)} raised`;
  return project.goalCents === null ? raised : `${raised} of ${formatCents(project.goalCents)}`;
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
 * @example collectionText(16_000_00) // 'Collection - $16,000'
 */
export function collectionText(collectionCents: number): string {
  return `Collection - ${formatCents(collectionCents)}`;
}
