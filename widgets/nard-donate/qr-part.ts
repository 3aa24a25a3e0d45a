// Entry of nard-donate-qr.js, which <nard-donate> loads after its first paint: the PayNow payload, the QR
// encoder and the amount in words for the image's text alternative.
import type {PublicConfig} from '../../core/data/index.ts';
import {donationPayload, qrLabel, qrSvg, svgDataUri} from '../../core/donate/index.ts';
import {registerPart} from '../shared/lazy-part.ts';

/** The QR as an <img> source and its text alternative, for a fixed amount in cents or any amount. */
export type QrPart = {
  qrImage: (paynow: PublicConfig['paynow'], cents: number | undefined) => {label: string; src: string};
};

/** The QR drawing, as registered. */
export const qrPart: QrPart = {
  qrImage(paynow, cents) {
    const label = qrLabel(paynow, cents);
    return {label, src: svgDataUri(qrSvg(donationPayload(paynow, cents), {label}))};
  },
};

registerPart(qrPart);
