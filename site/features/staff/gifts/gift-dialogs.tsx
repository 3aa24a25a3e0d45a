// The dialogs of one gift: mark it received (what arrived, and when), or void it with a reason.
import type {ComponentProps} from 'react';
import type {GiftRecord} from '../../../../core/data/index.ts';
import {formatMoney} from '../../../../core/format/index.ts';
import {GIFT_STAFF_MESSAGES} from '../../../../core/rules/index.ts';
import {TextAreaField, TextField} from '../../../ui/field.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {todayInSingapore} from '../shared/record-check.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {checkReceive, receivedOnDays} from './gift-checks.ts';
import {updateGift} from './gifts-api.ts';

/** Received: the amount (the pledge's, or what the statement showed) and the day, then the receipt goes. */
export function ReceiveDialog({gift, host}: {gift: GiftRecord; host: ScreenHost}) {
  const form = useForm({
    initial: {
      amount: String(gift.received ?? gift.amount),
      receivedOn: gift.receivedOn ?? todayInSingapore(),
    },
    check: (values) => checkReceive(values, gift.pledgedOn),
    send: (api, body) => updateGift(api, gift.id, body),
    keepValues: true,
    onSuccess: (answer) =>
      host.finish(
        `Received: ${gift.reference}. Receipt ${answer.gift.receiptNumber} is on its way to the donor.`,
      ),
  });
  return (
    <FormDialog
      open
      title={`Mark ${gift.reference} received`}
      submitLabel="Mark received"
      form={form}
      onClose={host.close}
    >
      <p>{`${gift.donorName} pledged ${formatMoney(gift.amount)}. Enter what reached the account; the donor's receipt says this amount.`}</p>
      <TextField label="Amount received (S$)" inputMode="decimal" {...form.bind('amount')} />
      <DayField pledgedOn={gift.pledgedOn} bind={form.bind('receivedOn')} />
    </FormDialog>
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

/** Void: a gift that never came, came twice or went back; its receipt number is never given again. */
export function VoidDialog({gift, host}: {gift: GiftRecord; host: ScreenHost}) {
  const form = useForm({
    initial: {reason: ''},
    check: (values: {reason: string}) =>
      values.reason.trim()
        ? {ok: true as const, value: {status: 'void', reason: values.reason.trim()}}
        : {ok: false as const, errors: {reason: GIFT_STAFF_MESSAGES.reason}},
    send: (api, body) => updateGift(api, gift.id, body),
    keepValues: true,
    onSuccess: () => host.finish(`Void: ${gift.reference}.`),
  });
  return (
    <FormDialog
      open
      title={`Void ${gift.reference}`}
      submitLabel="Void the gift"
      form={form}
      onClose={host.close}
    >
      <p>
        {gift.status === 'received'
          ? `The gift leaves the contributions page and the IRAS file. Its receipt ${gift.receiptNumber} stays void; the number is not used again.`
          : 'The pledge is closed; a transfer with its reference will wait for you to match it by hand.'}
      </p>
      <TextAreaField label="Why is it void?" rows={3} {...form.bind('reason')} />
    </FormDialog>
  );
}
