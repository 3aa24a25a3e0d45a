// One anchor project's figures, the same on every page: a progress bar, '85% funded' (or 'Not started
// yet') and '$8,500 raised of $10,000'. The numbers come from core's figureTotals, never from constants.
import {css} from 'goober';
import {useId} from 'react';
import type {ProjectTotals} from '../../core/content/index.ts';
import {barPercent, fundedText, progressText, raisedText} from '../../core/contributions/index.ts';
import {figuresBook} from '../../core/i18n/index.ts';
import {pageTranslator} from '../lib/page-language.ts';
import {colors} from './theme.ts';

export type ProjectProgressProps = {
  project: ProjectTotals;
  /** Shown above the bar; without it, `labelledBy` must name the bar (e.g. the card's heading). */
  title?: string;
  labelledBy?: string;
};

/**
 * The figures of one project. `data-project-figures` carries the project id (the e2e compares pages).
 * @example <ProjectProgress project={figures.projects[0]} title="Nard Urban Farming" />
 */
export function ProjectProgress({project, title, labelledBy}: ProjectProgressProps) {
  const titleId = useId();
  const t = pageTranslator(figuresBook);
  const funded = fundedText(project, t);
  const raised = raisedText(project, t);
  const percent = barPercent(project);
  return (
    <div data-project-figures={project.id} className={css`display: grid; gap: 6px;`}>
      <div
        className={css`display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; font-weight: 650;`}
      >
        {title ? <span id={titleId}>{title}</span> : null}
        <span data-figure="funded">{funded}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={title ? titleId : labelledBy}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={progressText(project, t)}
        className={css`height: 14px; border-radius: 999px; background: ${colors.surfaceAlt}; border: 1px solid ${colors.borderStrong}; overflow: hidden;`}
      >
        <div className={css`height: 100%; width: ${percent}%; background: ${colors.green};`} />
      </div>
      <span data-figure="raised">{raised}</span>
    </div>
  );
}
