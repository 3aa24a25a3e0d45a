// Entry of nard-donate-qr.js, which <nard-donate> loads after its first paint: the PayNow payload, the QR
// encoder and the amount in words for the image's text alternative.
import type {PublicConfig} from '../../core/data/index.ts';
import {donationPayload, qrLabel, qrSvg, svgDataUri} from '../../core/donate/index.ts';
import {registerPart} from '../shared/lazy-part.ts';

/** The QR as an <img> source and its text alternative, for a fixed amount in cents or any amount. */
export type QrPart = {
  qrImage: (paynow: PublicConfig['paynow'], cents: number | undefined) => {label: string; src: string};
  /** A payload made elsewhere (a pledge's, by the server) as an <img> source with its text alternative. */
  payloadImage: (payload: string, label: string) => {label: string; src: string};
};

/** The QR drawing, as registered. */
export const qrPart: QrPart = {
  qrImage(paynow, cents) {
    const label = qrLabel(paynow, cents);
    return qrPart.payloadImage(donationPayload(paynow, cents), label);
  },
  payloadImage: (payload, label) => ({label, src: svgDataUri(qrSvg(payload, {label}))}),
};

registerPart(qrPart);
