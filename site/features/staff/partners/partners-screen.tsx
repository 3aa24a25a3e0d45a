// Partner sites (administrators): the origins whose pages may send the volunteer form widget. A change
// works at once, without a restart; PARTNER_ORIGINS only seeds the list.
import {css} from 'goober';
import {useState} from 'react';
import type {PartnerOrigin} from '../../../../core/data/index.ts';
import {partnerOriginRules} from '../../../../core/rules/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {Table} from '../../../ui/table.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {addPartnerOrigin, listPartnerOrigins, removePartnerOrigin} from '../settings-api.ts';
import {ConfirmDialog} from '../shared/confirm-dialog.tsx';
import {focusAfterRemoval} from '../shared/focus-after-removal.ts';
import {formatTime} from '../shared/format-time.ts';
import {DoneNote} from '../shared/notes.tsx';
import {Loaded} from '../shared/screen-parts.tsx';

const check = checkWith(partnerOriginRules);

/** The partner sites screen of the console. */
export default function PartnersScreen() {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await listPartnerOrigins(api, {signal})).partnerOrigins,
    [],
  );
  const [removing, setRemoving] = useState<PartnerOrigin | null>(null);
  const [done, setDone] = useState('');
  const form = useForm({
    initial: {origin: ''},
    check,
    send: (api, value) => addPartnerOrigin(api, value.origin),
    onSuccess: (answer) => {
      setDone(answer.message ?? 'The partner site is added.');
      refetch();
    },
  });
  return (
    <>
      <p>Pages on these sites may send the volunteer form. Add a partner's address; it works at once.</p>
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
      <DoneNote text={done} />
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading partner sites..."
        ready={(origins) =>
          origins.length === 0 ? (
            <p>No partner sites yet.</p>
          ) : (
            <Table caption="Partner sites" columns={['Address', 'Added', 'Remove']}>
              {origins.map((partner) => (
                <tr key={partner.origin}>
                  <StackedCell label="Address">{partner.origin}</StackedCell>
                  <StackedCell label="Added">{`${formatTime(partner.addedAt)}${partner.addedBy ? ` by ${partner.addedBy}` : ''}`}</StackedCell>
                  <StackedCell label="Remove">
                    <Button
                      variant="quiet"
                      onClick={() => setRemoving(partner)}
                      aria-label={`Remove ${partner.origin}`}
                    >
                      Remove
                    </Button>
                  </StackedCell>
                </tr>
              ))}
            </Table>
          )
        }
      />
      {removing && (
        <ConfirmDialog
          open
          title="Remove this partner site?"
          confirmLabel="Remove partner site"
          onConfirm={async () => removePartnerOrigin(await loadApi(), removing.origin)}
          onClose={(removed) => {
            const origin = removing.origin;
            setRemoving(null);
            if (!removed) return;
            setDone(`Removed: ${origin}.`);
            refetch();
            focusAfterRemoval(() => document.querySelector<HTMLInputElement>('input[name="origin"]'));
          }}
        >
          <p>{`Pages on ${removing.origin} will no longer be able to send the volunteer form. Forms already sent stay.`}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
