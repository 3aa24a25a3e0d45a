// The console's gift forms hold text; these turn it into the bodies the server checks, with the server's
// own rules (core/rules gift-staff, gift-received-on), so each field shows the server's sentence before
// anything is sent.
import {
  EMPTY_PLEDGE,
  type PledgeDraft,
  pledgeBody,
  pledgeFieldErrors,
} from '../../../../core/donate/index.ts';
import {
  checkForm,
  giftTaxIdRules,
  giftUpdateRules,
  offlineGiftRules,
  type ReceivedOnRange,
  receivedOnProblem,
  receivedOnRange,
  storedDay,
  transferDonorRules,
} from '../../../../core/rules/index.ts';
import type {FormChecked} from '../../../ui/check-with.ts';
import {todayInSingapore} from '../shared/record-check.ts';

/** The days the gift's day field takes: from its pledge (a year back without one) to tomorrow. */
export function receivedOnDays(pledgedOn: string | null): ReceivedOnRange {
  return receivedOnRange(todayInSingapore(), pledgedOn);
}

// The rules read the day first; only a readable day is held to its range.
function withDayInRange(
  checked: FormChecked<Record<string, unknown>>,
  day: string,
  pledgedOn: string | null,
): FormChecked<Record<string, unknown>> {
  if (!checked.ok && checked.errors.receivedOn) return checked;
  const problem = day === '' ? undefined : receivedOnProblem(storedDay(day), receivedOnDays(pledgedOn));
  if (problem === undefined) return checked;
  return {ok: false, errors: {...(checked.ok ? {} : checked.errors), receivedOn: problem}};
}

/** '1,250.50', '$80' or 'S$ 12' as dollars; NaN for anything else (the rules then say what is wrong). */
export function typedDollars(text: string): number {
  const cleaned = text
    .trim()
    .replace(/^(S\$|\$)/i, '')
    .replace(/[\s,]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Marking a gift received: what arrived and the day it did (from the day it was pledged to tomorrow). */
export function checkReceive(
  values: {amount: string; receivedOn: string; note: string},
  pledgedOn: string,
): FormChecked<Record<string, unknown>> {
  const body = {
    status: 'received',
    amountReceived: typedDollars(values.amount),
    receivedOn: values.receivedOn,
    ...(values.note.trim() ? {note: values.note} : {}),
  };
  const checked = checkForm(giftUpdateRules, body);
  const errors = checked.ok ? {} : checked.errors;
  const {amountReceived, ...rest} = errors;
  const renamed = amountReceived ? {...rest, amount: amountReceived} : rest;
  return withDayInRange(
    Object.keys(renamed).length === 0 ? {ok: true, value: body} : {ok: false, errors: renamed},
    values.receivedOn,
    pledgedOn,
  );
}

/** A gift recorded by hand: the donor's fields of the pledge form, the amount, the day and how it was paid. */
export type RecordDraft = PledgeDraft & {
  receivedOn: string;
  paidBy: string;
  chequeNumber: string;
  note: string;
};

export const EMPTY_RECORD: Omit<RecordDraft, 'receivedOn'> = {
  ...EMPTY_PLEDGE,
  amountOption: 'other',
  paidBy: '',
  chequeNumber: '',
  note: '',
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
    ...(draft.paidBy === 'cheque' && draft.chequeNumber.trim() ? {chequeNumber: draft.chequeNumber} : {}),
    ...(draft.note.trim() ? {note: draft.note} : {}),
  };
  const checked = checkForm(offlineGiftRules, body);
  return withDayInRange(
    checked.ok ? {ok: true, value: body} : {ok: false, errors: pledgeFieldErrors(checked.errors, draft)},
    draft.receivedOn,
    null,
  );
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

/** The ID part alone, for adding or correcting a gift's tax ID (issue 56). */
export type TaxIdDraft = Pick<PledgeDraft, 'idType' | 'idNumber' | 'idName' | 'consent'>;

export function checkTaxIdDraft(draft: TaxIdDraft): FormChecked<Record<string, unknown>> {
  const full = {...EMPTY_PLEDGE, ...draft, wantsDeduction: 'yes'};
  const body = {taxDeduction: pledgeBody(full, true).taxDeduction};
  const checked = checkForm(giftTaxIdRules, body);
  return checked.ok ? {ok: true, value: body} : {ok: false, errors: pledgeFieldErrors(checked.errors, full)};
}
