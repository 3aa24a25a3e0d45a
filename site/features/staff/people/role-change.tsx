// One account's role: a select and Save; an administrator's own row only says so (the server refuses too).
import {css} from 'goober';
import {ROLE_LABELS, ROLES} from '../../../../core/accounts/index.ts';
import {roleChangeRules} from '../../../../core/rules/index.ts';
import type {AccountSummary} from '../../../../core/staff/index.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {SelectField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {patchRow} from '../staff-api.ts';

const check = checkWith(roleChangeRules);
const OPTIONS = ROLES.map((role) => ({value: role, label: ROLE_LABELS[role]}));

type RoleChangeProps = {account: AccountSummary; own: boolean; onChanged: () => void};

/** The role cell of the People table. */
export function RoleChange({account, own, onChanged}: RoleChangeProps) {
  const form = useForm({
    initial: {role: account.role as string},
    check,
    send: (api, value) => patchRow(api, 'accounts', account.id, value),
    keepValues: true,
    // A toast, not the row's own outcome: the table reloads with the new role and this row goes with it.
    progress: 'Saving the role...',
    onSuccess: onChanged,
  });
  if (own)
    return (
      <p
        className={css`margin: 0;`}
      >{`${ROLE_LABELS[account.role]} (you: another administrator can change it)`}</p>
    );
  return (
    <Form
      form={form}
      aria-label={`Role of ${account.fullName}`}
      className={css`display: flex; flex-wrap: wrap; gap: 8px; align-items: end;`}
    >
      <SelectField label={`Role of ${account.fullName}`} options={OPTIONS} {...form.bind('role')} />
      <SubmitButton busy={form.busy} busyText="Saving...">
        Save role
      </SubmitButton>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}
