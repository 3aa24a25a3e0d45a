// Our Projects: how far each anchor project has come, with its amount in SGD.
import {css} from 'goober';
import {PROJECT_PROGRESS} from '../../../core/data/index.ts';
import {LinkButton} from '../../ui/link-button.tsx';
import {Section} from '../../ui/section.tsx';
import {colors} from '../../ui/theme.ts';

export function OurProjects() {
  return (
    <Section
      id="our-projects"
      title="Our Projects"
      intro={<p>Four projects train our people. Here is how far each one has come.</p>}
    >
      <ul
        className={css`list-style: none; padding: 0; margin: 0 0 24px; display: grid; gap: 20px; max-width: 760px;`}
      >
        {PROJECT_PROGRESS.map((project) => (
          <li key={project.id}>
            <div className={css`display: flex; justify-content: space-between; gap: 12px; font-weight: 650;`}>
              <span id={`progress-${project.id}`}>{project.title}</span>
              <span>{project.started ? `${project.progressValue}%` : 'Not started yet'}</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`progress-${project.id}`}
              aria-valuenow={project.progressValue}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuetext={`${project.progressValue}%, ${project.tooltipText}`}
              className={css`height: 14px; border-radius: 999px; background: ${colors.surfaceAlt}; border: 1px solid ${colors.borderStrong}; overflow: hidden;`}
            >
              <div
                className={css`height: 100%; width: ${project.progressValue}%; background: ${colors.green};`}
              />
            </div>
            <span
              className={css`display: inline-block; margin-top: 6px; padding: 2px 10px; border-radius: 6px; background: ${colors.greenDark}; color: ${colors.white}; font-size: 0.95rem;`}
            >
              {project.tooltipText}
            </span>
          </li>
        ))}
      </ul>
      <LinkButton href="/projects" variant="secondary">
        See all projects
      </LinkButton>
    </Section>
  );
}
