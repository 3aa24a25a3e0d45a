// The one place the page turns the configured PayNow account and a chosen amount into a QR payload.

import type {PublicConfig} from '../../../core/data/index.ts';
import {buildPayNowPayload} from '../../../core/donate/index.ts';

/** With cents: a fixed amount. Without: the donor types the amount in the bank app. */
export function donationPayload(paynow: PublicConfig['paynow'], cents: number | undefined): string {
  return buildPayNowPayload({
    uen: paynow.uen,
    merchantName: paynow.merchantName,
    merchantCity: paynow.merchantCity,
    amount: cents === undefined ? undefined : cents / 100,
    editable: cents === undefined,
  });
}
