// Our Projects: how far each anchor project has come, from the ledger and its goal (computeFigures).
import {css} from 'goober';
import {projectPagePath} from '../../../core/data/index.ts';
import {FiguresBlock} from '../../ui/figures-block.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {ProjectProgress} from '../../ui/project-progress.tsx';
import {Section} from '../../ui/section.tsx';
import {TextLink} from '../../ui/text-link.tsx';

export function OurProjects() {
  return (
    <Section
      id="our-projects"
      title="Our Projects"
      intro={<p>Four projects train our people. Here is how far each one has come.</p>}
    >
      <FiguresBlock>
        {(loaded) => (
          <ul
            className={css`list-style: none; padding: 0; margin: 0 0 24px; display: grid; gap: 20px; max-width: 760px;`}
          >
            {loaded.projects.map((project) => (
              <li key={project.id} className={css`display: grid; gap: 4px;`}>
                <TextLink href={projectPagePath(project.id)} id={`our-${project.id}`}>
                  {project.title}
                </TextLink>
                <ProjectProgress project={project} labelledBy={`our-${project.id}`} />
              </li>
            ))}
          </ul>
        )}
      </FiguresBlock>
      <LinkButton href="/projects" variant="secondary">
        See all projects
      </LinkButton>
    </Section>
  );
}
