// Entry of nard-donate-qr.js, which <nard-donate> loads after its first paint: what the first paint does
// not need. The PayNow payload, the QR encoder and the QR's text alternative; checking a typed amount (only
// 'Other amount' needs it, and its QR waits for this part anyway); copying the bank details (on a press);
// a pledge's QR as a PNG (issue 56: it needs the encoder, which lives here; saving it is the pledge part's).
import type {PublicConfig} from '../../core/content/index.ts';
import {
  chosenCents,
  copyOrSelect,
  copyText,
  donationPayload,
  qrLabel,
  typedAmountError,
} from '../../core/donate/index.ts';
import type {Translator} from '../../core/i18n/index.ts';
import {pledgeQrFile, qrSvg, svgDataUri} from '../../core/qr/index.ts';
import {registerPart} from '../shared/lazy-part.ts';

/** What the part hands to the element. */
export type QrPart = {
  /** The QR as an <img> source and its text alternative, for a fixed amount in cents or any amount. */
  qrImage: (
    paynow: PublicConfig['paynow'],
    cents: number | undefined,
    t: Translator,
  ) => {label: string; src: string};
  /** A payload made elsewhere (a pledge's, by the server) as an <img> source with its text alternative. */
  payloadImage: (payload: string, label: string) => {label: string; src: string};
  /** The chosen amount in cents (undefined: any amount; null: a typed amount that is not valid yet). */
  chosenCents: typeof chosenCents;
  /** The typed amount's message (English), or null. */
  typedAmountError: typeof typedAmountError;
  copyText: typeof copyText;
  /** Copies, or selects what is shown where the clipboard refuses (a pledge's steps). */
  copyOrSelect: typeof copyOrSelect;
  /** The pledge's QR as the PNG file "Save QR" saves. */
  pledgeQrFile: typeof pledgeQrFile;
};

/** The part, as registered. */
export const qrPart: QrPart = {
  qrImage(paynow, cents, t) {
    const label = qrLabel(paynow, cents, t);
    return qrPart.payloadImage(donationPayload(paynow, cents), label);
  },
  payloadImage: (payload, label) => ({label, src: svgDataUri(qrSvg(payload, {label}))}),
  chosenCents,
  typedAmountError,
  copyText,
  copyOrSelect,
  pledgeQrFile,
};

registerPart(qrPart);
