// The console's gift forms hold text; these turn it into the bodies the server checks, with the server's
// own rules (core/rules gift-staff), so each field shows the server's sentence before anything is sent.
import {
  EMPTY_PLEDGE,
  type PledgeDraft,
  pledgeBody,
  pledgeFieldErrors,
} from '../../../../core/donate/index.ts';
import {
  checkForm,
  giftUpdateRules,
  offlineGiftRules,
  transferDonorRules,
} from '../../../../core/rules/index.ts';
import type {FormChecked} from '../../../ui/check-with.ts';

/** '1,250.50', '$80' or 'S$ 12' as dollars; NaN for anything else (the rules then say what is wrong). */
export function typedDollars(text: string): number {
  const cleaned = text
    .trim()
    .replace(/^(S\$|\$)/i, '')
    .replace(/[\s,]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Marking a gift received: what arrived and the day it did. */
export function checkReceive(values: {
  amount: string;
  receivedOn: string;
}): FormChecked<Record<string, unknown>> {
  const body = {
    status: 'received',
    amountReceived: typedDollars(values.amount),
    receivedOn: values.receivedOn,
  };
  const checked = checkForm(giftUpdateRules, body);
  if (checked.ok) return {ok: true, value: body};
  const {amountReceived, ...rest} = checked.errors;
  return {ok: false, errors: amountReceived ? {...rest, amount: amountReceived} : rest};
}

/** A gift recorded by hand: the donor's fields of the pledge form, the amount, the day and how it was paid. */
export type RecordDraft = PledgeDraft & {receivedOn: string; paidBy: string};

export const EMPTY_RECORD: Omit<RecordDraft, 'receivedOn'> = {
  ...EMPTY_PLEDGE,
  amountOption: 'other',
  paidBy: '',
};

export function checkRecordDraft(
  draft: RecordDraft,
  taxOffered: boolean,
): FormChecked<Record<string, unknown>> {
  const body = {
    ...pledgeBody(draft, taxOffered),
    amount: typedDollars(draft.amountText),
    receivedOn: draft.receivedOn,
    paidBy: draft.paidBy,
  };
  const checked = checkForm(offlineGiftRules, body);
  return checked.ok ? {ok: true, value: body} : {ok: false, errors: pledgeFieldErrors(checked.errors, draft)};
}

/** A waiting transfer as a new gift: the donor's fields only (the amount is the transfer's). */
export function checkTransferDonor(
  draft: PledgeDraft,
  taxOffered: boolean,
): FormChecked<Record<string, unknown>> {
  const {amount: _amount, ...donor} = pledgeBody(draft, taxOffered);
  const checked = checkForm(transferDonorRules, donor);
  return checked.ok
    ? {ok: true, value: {newGift: donor}}
    : {ok: false, errors: pledgeFieldErrors(checked.errors, draft)};
}
