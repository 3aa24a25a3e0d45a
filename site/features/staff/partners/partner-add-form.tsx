// Add a partner site: one address field and its button in a row, above the list of partner sites.
import {css} from 'goober';
import {partnerOriginRules} from '../../../../core/rules/index.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {addPartnerOrigin} from '../settings-api.ts';

const check = checkWith(partnerOriginRules);

/** The inline add form; `onAdded` gets the server's sentence. */
export function PartnerAddForm({onAdded}: {onAdded: (message: string) => void}) {
  const form = useForm({
    initial: {origin: ''},
    check,
    send: (api, value) => addPartnerOrigin(api, value.origin),
    onSuccess: (answer) => onAdded(answer.message ?? 'The partner site is added.'),
  });
  return (
    <>
      <Form
        form={form}
        aria-label="Add a partner site"
        className={css`display: flex; flex-wrap: wrap; gap: 0 12px; align-items: end;`}
      >
        <div className={css`flex: 1 1 260px;`}>
          <TextField
            label="Partner site address"
            hint="For example https://farm.example"
            inputMode="url"
            {...form.bind('origin')}
          />
        </div>
        <div className={css`margin-bottom: 18px;`}>
          <SubmitButton busy={form.busy} busyText="Adding...">
            Add partner site
          </SubmitButton>
        </div>
      </Form>
      <FormOutcome outcome={form.outcome?.kind === 'error' ? form.outcome : null} />
    </>
  );
}
