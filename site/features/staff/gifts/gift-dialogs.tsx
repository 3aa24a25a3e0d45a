// The dialogs of one gift: mark it received (what arrived, and when), void it or refund it with a reason.
import type {ComponentProps} from 'react';
import type {GiftRecord} from '../../../../core/donate/index.ts';
import {formatCents, toDollars} from '../../../../core/format/index.ts';
import {GIFT_STAFF_MESSAGES} from '../../../../core/rules/index.ts';
import {TextAreaField, TextField} from '../../../ui/field.tsx';
import {GiftIdFields} from '../../../ui/gift-donor-fields.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {todayInSingapore} from '../shared/record-check.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {checkReceive, checkTaxIdDraft, receivedOnDays, type TaxIdDraft} from './gift-checks.ts';
import {receiptNote, STAFF_DONOR_WORDS} from './gift-words.ts';
import {setGiftTaxId, updateGift} from './gifts-api.ts';

/** Received: the amount (the pledge's, or what the statement showed) and the day, then the receipt goes. */
export function ReceiveDialog({gift, host}: {gift: GiftRecord; host: ScreenHost}) {
  const form = useForm({
    initial: {
      amount: String(toDollars(gift.receivedCents ?? gift.amountCents)),
      receivedOn: gift.receivedOn ?? todayInSingapore(),
      note: '',
    },
    check: (values) => checkReceive(values, gift.pledgedOn),
    send: (api, body) => updateGift(api, gift.id, body),
    keepValues: true,
    onSuccess: (answer) => host.finish(`Received: ${gift.reference}. ${receiptNote(answer.gift)}`),
  });
  return (
    <FormDialog
      open
      title={`Mark ${gift.reference} received`}
      submitLabel="Mark received"
      form={form}
      onClose={host.close}
    >
      <p>{`${gift.donorName} pledged ${formatCents(gift.amountCents)}. Enter what reached the account; the donor's receipt says this amount.`}</p>
      <TextField label="Amount received (S$)" inputMode="decimal" {...form.bind('amount')} />
      <DayField pledgedOn={gift.pledgedOn} bind={form.bind('receivedOn')} />
      <NoteField bind={form.bind('note')} />
    </FormDialog>
  );
}

/** Why staff decide as they do, kept on the gift and in Activity. */
export function NoteField({bind}: {bind: Omit<ComponentProps<typeof TextAreaField>, 'label'>}) {
  return (
    <TextAreaField
      label="Note (optional)"
      hint="Why you decided so, for whoever looks at this gift later. Staff only: the donor does not see it."
      rows={2}
      {...bind}
    />
  );
}

/** The day a gift arrived: the date picker offers only the days the server takes. */
export function DayField({
  pledgedOn,
  bind,
}: {
  pledgedOn: string | null;
  bind: Omit<ComponentProps<typeof TextField>, 'label'>;
}) {
  const {earliest, latest} = receivedOnDays(pledgedOn);
  return <TextField label="Day it arrived" type="date" min={earliest} max={latest} {...bind} />;
}

type ReasonDialogProps = {gift: GiftRecord; host: ScreenHost};

/** A gift closed with a reason staff give: voided or refunded. */
function ReasonDialog({
  gift,
  host,
  status,
  title,
  submitLabel,
  explanation,
  label,
  message,
  done,
}: ReasonDialogProps & {
  status: 'void' | 'refunded';
  title: string;
  submitLabel: string;
  explanation: string;
  label: string;
  message: string;
  done: string;
}) {
  const form = useForm({
    initial: {reason: ''},
    check: (values: {reason: string}) =>
      values.reason.trim()
        ? {ok: true as const, value: {status, reason: values.reason.trim()}}
        : {ok: false as const, errors: {reason: message}},
    send: (api, body) => updateGift(api, gift.id, body),
    keepValues: true,
    onSuccess: () => host.finish(done),
  });
  return (
    <FormDialog open title={title} submitLabel={submitLabel} form={form} onClose={host.close}>
      <p>{explanation}</p>
      <TextAreaField label={label} rows={3} {...form.bind('reason')} />
    </FormDialog>
  );
}

/** Void: a gift that never came, or came by mistake; its receipt number is never given again. */
export function VoidDialog({gift, host}: ReasonDialogProps) {
  return (
    <ReasonDialog
      gift={gift}
      host={host}
      status="void"
      title={`Void ${gift.reference}`}
      submitLabel="Void the gift"
      explanation={
        gift.status === 'received'
          ? `The gift leaves the contributions page and the IRAS file. Its receipt ${gift.receiptNumber} stays void; the number is not used again. If the money went back to the donor, refund it instead.`
          : 'The pledge is closed; a transfer with its reference will wait for you to match it by hand.'
      }
      label="Why is it void?"
      message={GIFT_STAFF_MESSAGES.reason}
      done={`Void: ${gift.reference}.`}
    />
  );
}

/** Refund: a received gift whose money went back; the donor is told their receipt is cancelled. */
export function RefundDialog({gift, host}: ReasonDialogProps) {
  return (
    <ReasonDialog
      gift={gift}
      host={host}
      status="refunded"
      title={`Refund ${gift.reference}`}
      submitLabel="Record the refund"
      explanation={`Record this once the ${formatCents(gift.receivedCents ?? gift.amountCents)} is back with the donor. The gift leaves the contributions page, its receipt ${gift.receiptNumber} is cancelled (the number is not used again), and the donor gets an e-mail saying so. If it was filed with IRAS, it is listed to correct.`}
      label="Why was it refunded?"
      message={GIFT_STAFF_MESSAGES.refundReason}
      done={`Refunded: ${gift.reference}. The donor is told by e-mail.`}
    />
  );
}

/** The donor's ID, added or corrected until the gift is filed with IRAS (the server refuses after). */
export function TaxIdDialog({gift, host}: ReasonDialogProps) {
  const form = useForm({
    initial: {
      idType: gift.taxIdType ?? '',
      idNumber: '',
      idName: gift.taxName ?? gift.donorName,
      consent: '',
    } satisfies TaxIdDraft,
    check: checkTaxIdDraft,
    send: (api, body) => setGiftTaxId(api, gift.id, body),
    keepValues: true,
    onSuccess: (answer) =>
      host.finish(`Tax ID of ${gift.reference}: ${answer.gift.taxIdType} ${answer.gift.taxIdMasked}.`),
  });
  const title = gift.taxIdMasked
    ? `Correct the tax ID of ${gift.reference}`
    : `Add a tax ID to ${gift.reference}`;
  return (
    <FormDialog open title={title} submitLabel="Save the ID" form={form} onClose={host.close}>
      <p>
        {gift.taxIdMasked
          ? `Now ${gift.taxIdType} ${gift.taxIdMasked}. Type the whole number again as on the donor's ID.`
          : "Type the number as on the donor's ID."}{' '}
        This can change until the gift is in a file submitted to IRAS. Activity records who changed it.
      </p>
      <GiftIdFields bind={form.bind} say={STAFF_DONOR_WORDS} />
    </FormDialog>
  );
}
