// A gift recorded by hand (a cheque, cash, a card payout, a transfer without a reference): received at
// once, with its receipt mailed; and a waiting transfer settled, as a pledge's payment or a new gift.

import {css} from 'goober';
import {EMPTY_PLEDGE, type PledgeDraft} from '../../../../core/donate/index.ts';
import {formatCents} from '../../../../core/format/index.ts';
import {GIFT_STAFF_MESSAGES, PAID_BY_LABELS} from '../../../../core/rules/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {GiftDonorFields} from '../../../ui/gift-donor-fields.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {todayInSingapore} from '../shared/record-check.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {checkRecordDraft, checkTransferDonor, EMPTY_RECORD, type RecordDraft} from './gift-checks.ts';
import {DayField, NoteField} from './gift-dialogs.tsx';
import {receiptNote, STAFF_DONOR_WORDS} from './gift-words.ts';
import {recordGift, settleTransfer, transferSuggestions, type WaitingTransfer} from './gifts-api.ts';

const referenceId = 'match-reference';
const PAID_BY = Object.entries(PAID_BY_LABELS).map(([value, label]) => ({value, label}));

/** The "Record a gift" dialog. */
export function RecordGiftDialog({host, taxOffered}: {host: ScreenHost; taxOffered: boolean}) {
  const form = useForm<
    RecordDraft,
    Record<string, unknown>,
    {gift: {reference: string; receiptNumber: string | null; email: string}}
  >({
    initial: {...EMPTY_RECORD, receivedOn: todayInSingapore()},
    check: (draft) => checkRecordDraft(draft, taxOffered),
    send: (api, body) => recordGift(api, body),
    keepValues: true,
    onSuccess: (answer) => host.finish(`Recorded: ${answer.gift.reference}. ${receiptNote(answer.gift)}`),
  });
  return (
    <FormDialog open title="Record a gift" submitLabel="Record the gift" form={form} onClose={host.close}>
      <p>
        For a gift that reached us without a pledge: a cheque, cash, a card payout. It is received at once and
        has a receipt, mailed to the donor, or for you to download and hand over when they have no e-mail.
      </p>
      <TextField
        label="Amount received (S$)"
        inputMode="decimal"
        {...form.bind('amountText')}
        error={form.errors.amountText ?? form.errors.amountOption}
      />
      <DayField pledgedOn={null} bind={form.bind('receivedOn')} />
      <SelectField
        label="Paid by"
        options={PAID_BY}
        emptyLabel="Choose how it was paid"
        {...form.bind('paidBy')}
      />
      {form.values.paidBy === 'cheque' && (
        <TextField
          label="Cheque number (optional)"
          hint="The 6 digits at the bottom left of the cheque."
          inputMode="numeric"
          autoComplete="off"
          {...form.bind('chequeNumber')}
        />
      )}
      <GiftDonorFields
        bind={form.bind}
        values={form.values}
        taxOffered={taxOffered}
        say={STAFF_DONOR_WORDS}
      />
      <NoteField bind={form.bind('note')} />
    </FormDialog>
  );
}

/** The likely pledges of a transfer, each a button that puts its reference in the field. */
function Suggestions({
  transfer,
  onChoose,
}: {
  transfer: WaitingTransfer;
  onChoose: (reference: string) => void;
}) {
  const {state} = useLoad(
    async (api, signal) => dataOf(await transferSuggestions(api, transfer.id, signal)).suggestions,
    [transfer.id],
  );
  if (state.status === 'loading') return <p role="status">Looking for likely pledges...</p>;
  if (state.status === 'failed') return <p>{state.message}</p>;
  if (state.data.length === 0)
    return (
      <p>No pledge looks like this transfer: no reference close to one, no pledge of this amount or name.</p>
    );
  return (
    <section aria-labelledby="likely-pledges">
      <h3 id="likely-pledges" className={css`font-size: 1.1rem; margin: 0 0 8px;`}>
        Likely pledges, best first
      </h3>
      <ul className={css`list-style: none; padding: 0; margin: 0 0 16px; display: grid; gap: 12px;`}>
        {state.data.map(({gift, reasons}) => (
          <li key={gift.id} className={css`display: grid; gap: 4px;`}>
            <span>
              <strong>{gift.reference}</strong>
              {`: ${formatCents(gift.amountCents)} from ${gift.donorName}, pledged ${gift.pledgedOn}.`}
            </span>
            <span>{reasons.join(' ')}</span>
            <span>
              <Button variant="secondary" onClick={() => onChoose(gift.reference)}>
                {`Use ${gift.reference}`}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A waiting transfer as the payment of a pledge, found by the reference the donor was given. */
export function MatchTransferDialog({transfer, host}: {transfer: WaitingTransfer; host: ScreenHost}) {
  const form = useForm({
    initial: {reference: ''},
    check: (values: {reference: string}) =>
      values.reference.trim()
        ? {ok: true as const, value: {reference: values.reference.trim()}}
        : {
            ok: false as const,
            errors: {reference: GIFT_STAFF_MESSAGES.reference},
          },
    send: (api, body) => settleTransfer(api, transfer.id, body),
    keepValues: true,
    onSuccess: (answer) => host.finish(`Matched to ${answer.gift.reference}. ${receiptNote(answer.gift)}`),
  });
  const reference = form.bind('reference');
  return (
    <FormDialog open title="Match to a pledge" submitLabel="Match" form={form} onClose={host.close}>
      <p>{`${formatCents(transfer.amountCents)} on ${transfer.date}: “${transfer.text}”. Which pledge did it pay?`}</p>
      <Suggestions
        transfer={transfer}
        onChoose={(chosen) => {
          reference.onChange({currentTarget: {value: chosen}});
          document.getElementById(referenceId)?.focus();
        }}
      />
      <TextField
        id={referenceId}
        label="Gift reference"
        hint="As the donor wrote it is fine: small letters, spaces, or the words around it."
        autoCapitalize="characters"
        spellCheck={false}
        {...reference}
      />
    </FormDialog>
  );
}

/** A waiting transfer as a new gift: who gave it, and where it goes. */
export function NewGiftFromTransferDialog({
  transfer,
  host,
  taxOffered,
}: {
  transfer: WaitingTransfer;
  host: ScreenHost;
  taxOffered: boolean;
}) {
  const form = useForm<
    PledgeDraft,
    Record<string, unknown>,
    {gift: {reference: string; receiptNumber: string | null; email: string}}
  >({
    initial: EMPTY_PLEDGE,
    check: (draft) => checkTransferDonor(draft, taxOffered),
    send: (api, body) => settleTransfer(api, transfer.id, body),
    keepValues: true,
    onSuccess: (answer) => host.finish(`Recorded as ${answer.gift.reference}. ${receiptNote(answer.gift)}`),
  });
  return (
    <FormDialog
      open
      title="Record as a new gift"
      submitLabel="Record the gift"
      form={form}
      onClose={host.close}
    >
      <p>{`${formatCents(transfer.amountCents)} on ${transfer.date}: “${transfer.text}”.`}</p>
      <GiftDonorFields
        bind={form.bind}
        values={form.values}
        taxOffered={taxOffered}
        say={STAFF_DONOR_WORDS}
      />
    </FormDialog>
  );
}
