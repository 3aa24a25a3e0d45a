// One anchor project's fundraising goal, in dollars; empty means no goal (the page then shows no bar).
import {css} from 'goober';
import type {AnchorProject} from '../../../../core/content/index.ts';
import {projectGoalRules} from '../../../../core/rules/index.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {saveProjectGoal} from '../settings-api.ts';

const checkGoal = checkWith(projectGoalRules);

/** The goal form of one project. */
export function ProjectGoal({project}: {project: AnchorProject}) {
  const form = useForm({
    initial: {goal: project.goal === null ? '' : String(project.goal)},
    check: (values: {goal: string}) => {
      const goal = values.goal.trim() === '' ? null : values.goal.trim();
      const checked = checkGoal({goal});
      return checked.ok ? {ok: true as const, value: goal} : checked;
    },
    send: (api, goal) => saveProjectGoal(api, project.id, goal),
    keepValues: true,
  });
  return (
    <Form
      form={form}
      aria-label={`Goal of ${project.title}`}
      className={css`display: flex; flex-wrap: wrap; gap: 0 12px; align-items: end;`}
    >
      <div className={css`flex: 1 1 220px;`}>
        <TextField
          label={`${project.title}: goal in dollars`}
          inputMode="decimal"
          hint="Empty: no goal yet."
          {...form.bind('goal')}
        />
      </div>
      <div className={css`margin-bottom: 18px;`}>
        <SubmitButton busy={form.busy} busyText="Saving...">
          Save goal
        </SubmitButton>
      </div>
      <div className={css`flex-basis: 100%;`}>
        <FormOutcome outcome={form.outcome} />
      </div>
    </Form>
  );
}
