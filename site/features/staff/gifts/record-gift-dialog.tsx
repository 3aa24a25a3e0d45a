// A gift recorded by hand (a cheque, cash, a card payout, a transfer without a reference): received at
// once, with its receipt mailed; and a waiting transfer settled, as a pledge's payment or a new gift.

import {EMPTY_PLEDGE, type PledgeDraft} from '../../../../core/donate/index.ts';
import {formatCents} from '../../../../core/format/index.ts';
import {GIFT_STAFF_MESSAGES, PAID_BY_LABELS} from '../../../../core/rules/index.ts';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {GiftDonorFields} from '../../../ui/gift-donor-fields.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {todayInSingapore} from '../shared/record-check.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {checkRecordDraft, checkTransferDonor, EMPTY_RECORD, type RecordDraft} from './gift-checks.ts';
import {DayField, NoteField} from './gift-dialogs.tsx';
import {receiptNote, STAFF_DONOR_WORDS} from './gift-words.ts';
import {recordGift, settleTransfer, type WaitingTransfer} from './gifts-api.ts';

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
  return (
    <FormDialog open title="Match to a pledge" submitLabel="Match" form={form} onClose={host.close}>
      <p>{`${formatCents(transfer.amountCents)} on ${transfer.date}: “${transfer.text}”. Which pledge did it pay?`}</p>
      <TextField
        label="Gift reference"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.bind('reference')}
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
