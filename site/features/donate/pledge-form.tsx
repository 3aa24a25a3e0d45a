// "Give now": amount, project, name (shown or Anonymous), e-mail, and the tax part when the foundation
// is an IPC. Checked with the server's rules (core/donate pledge-form); errors under each field.
import {css} from 'goober';
import {useEffect, useRef} from 'react';
import type {PledgedGift} from '../../../core/donate/index.ts';
import {
  type AmountOption,
  checkPledgeDraft,
  EMPTY_PLEDGE,
  PLEDGE_FORM_WORDS,
  type PledgeDraft,
  pledgeAmountChoices,
  pledgeFieldErrors,
} from '../../../core/donate/index.ts';
import {donateBook} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {Form, formStackClass} from '../../ui/form.tsx';
import {FormOutcome} from '../../ui/form-outcome.tsx';
import {GiftDonorFields} from '../../ui/gift-donor-fields.tsx';
import {SubmitButton} from '../../ui/submit-button.tsx';
import {useForm} from '../../ui/use-form.ts';
import {AmountChoice} from './amount-choice.tsx';

const AMOUNT_CHOICES = pledgeAmountChoices().map((choice) => ({
  value: (choice.value === 'other' ? 'other' : Number(choice.value)) as AmountOption,
  label: choice.label,
}));

/** The form; `taxOffered` when the foundation has set its IPC details. */
export function PledgeForm({
  taxOffered,
  onPledged,
}: {
  taxOffered: boolean;
  onPledged: (gift: PledgedGift) => void;
}) {
  // One key per version of the form: a retry after a lost answer pledges once, a changed form is new.
  const t = pageTranslator(donateBook);
  const idempotencyKey = useRef('');
  const draft = useRef(EMPTY_PLEDGE);
  const form = useForm({
    initial: EMPTY_PLEDGE,
    check: (draft: PledgeDraft) => checkPledgeDraft(draft, taxOffered),
    send: (api, pledge) => api.pledgeGift(pledge, {headers: {'Idempotency-Key': idempotencyKey.current}}),
    onSuccess: (answer) => onPledged(answer.data),
    onFailure: (failure) => (failure.errors ? pledgeFieldErrors(failure.errors, draft.current) : undefined),
    keepValues: true,
  });
  useEffect(() => {
    draft.current = form.values;
    idempotencyKey.current = crypto.randomUUID();
  }, [form.values]);
  const {values} = form;
  const option: AmountOption = values.amountOption === 'other' ? 'other' : Number(values.amountOption);
  return (
    <Form
      form={form}
      aria-labelledby="give-now-title"
      className={`${formStackClass()} ${css`max-width: 640px;`}`}
    >
      <AmountChoice
        option={option}
        onOption={(next) => form.setField('amountOption', String(next))}
        customText={values.amountText}
        onCustomText={(text) => form.setField('amountText', text)}
        customError={form.errors.amountText ?? null}
        choices={AMOUNT_CHOICES}
      />
      <GiftDonorFields bind={form.bind} values={values} taxOffered={taxOffered} />
      <FormOutcome outcome={form.outcome?.kind === 'error' ? form.outcome : null} />
      <div>
        <SubmitButton busy={form.busy} busyText={t(PLEDGE_FORM_WORDS.sending)}>
          {t(PLEDGE_FORM_WORDS.submit)}
        </SubmitButton>
      </div>
    </Form>
  );
}
