// Projects: each anchor project's fundraising goal. Raised amounts and progress bars on the public pages
// are computed from the ledger and these goals.
import {css} from 'goober';
import {dataOf} from '../../../lib/data-of.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {listProjects} from '../settings-api.ts';
import {Loaded} from '../shared/screen-parts.tsx';
import {ProjectGoal} from './project-goal.tsx';

/** The projects screen of the console. */
export default function ProjectsScreen() {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await listProjects(api, {signal})).projects,
    [],
  );
  return (
    <>
      <p>
        The goal of each project. The home, projects and contribution pages show how much of it the gifts have
        reached.
      </p>
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading projects..."
        ready={(projects) => (
          <div className={css`display: grid; gap: 8px;`}>
            {projects.map((project) => (
              <ProjectGoal key={project.id} project={project} />
            ))}
          </div>
        )}
      />
    </>
  );
}
