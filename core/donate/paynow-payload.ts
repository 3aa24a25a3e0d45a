// The SGQR / EMVCo merchant-presented payload that PayNow banking apps read from a QR code.

import {centsToDecimal} from '../format/cents-to-decimal.ts';
import {crc16Hex} from './crc16.ts';
import {tlv} from './tlv.ts';

/** What goes into a PayNow QR. Amount in dollars; no amount lets the donor type one in the bank app. */
export type PayNowOptions = {
  /** The foundation's UEN, e.g. `'202400000A'`. */
  uen: string;
  /** Shown by the bank app; cut to 25 characters as EMVCo allows. */
  merchantName: string;
  /** Cut to 15 characters as EMVCo allows. */
  merchantCity: string;
  /** Dollars, more than 0, at most 2 decimals. */
  amount?: number;
  /** Bill reference shown to the foundation: letters, digits, spaces and hyphens, at most 25. */
  reference?: string;
  /** May the donor change the amount? Defaults to true without an amount and false with one. */
  editable?: boolean;
  /** Last day the QR is valid, `YYYYMMDD`. */
  expiry?: string;
};

function amountText(amount: number): string {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents <= 0 || Math.abs(cents - amount * 100) > 1e-6) {
    throw new RangeError(`A PayNow amount must be more than 0 with at most 2 decimals, got ${amount}.`);
  }
  const text = centsToDecimal(cents);
  if (text.length > 13) throw new RangeError('A PayNow amount is at most 13 characters long.');
  return text;
}

function merchantAccount(options: PayNowOptions, editable: boolean): string {
  const uen = options.uen.trim().toUpperCase();
  if (!/^[0-9A-Z]{9,10}$/.test(uen)) throw new RangeError(`"${options.uen}" is not a UEN.`);
  if (options.expiry !== undefined && !/^\d{8}$/.test(options.expiry)) {
    throw new RangeError('The PayNow expiry date must be YYYYMMDD.');
  }
  return tlv(
    '26',
    tlv('00', 'SG.PAYNOW') +
      tlv('01', '2') + // Proxy type 2: UEN (0 would be a mobile number).
      tlv('02', uen) +
      tlv('03', editable ? '1' : '0') +
      (options.expiry ? tlv('04', options.expiry) : ''),
  );
}

function additionalData(reference: string | undefined): string {
  if (reference === undefined || reference === '') return '';
  if (!/^[A-Za-z0-9 -]{1,25}$/.test(reference)) {
    throw new RangeError('A PayNow reference has at most 25 letters, digits, spaces or hyphens.');
  }
  return tlv('62', tlv('01', reference));
}

/**
 * Builds the PayNow payload: 00 format, 01 static ('11') or dynamic ('12' when an amount is set),
 * 26 PayNow account (SG.PAYNOW, proxy type UEN, the UEN, editable flag, optional expiry), 52 '0000',
 * 53 '702' (SGD), 54 amount, 58 'SG', 59 name, 60 city, 62 reference, 63 CRC over all before it + '6304'.
 * Throws a RangeError for a bad UEN, amount, reference or expiry.
 * @example buildPayNowPayload({uen: '202400000A', merchantName: 'NARD FOUNDATION', merchantCity: 'SINGAPORE', amount: 50})
 */
export function buildPayNowPayload(options: PayNowOptions): string {
  const hasAmount = options.amount !== undefined;
  const editable = options.editable ?? !hasAmount;
  if (!hasAmount && !editable) {
    throw new RangeError('Without an amount the donor must be able to enter one (editable: true).');
  }
  const body =
    tlv('00', '01') +
    tlv('01', hasAmount ? '12' : '11') +
    merchantAccount(options, editable) +
    tlv('52', '0000') +
    tlv('53', '702') +
    (hasAmount ? tlv('54', amountText(options.amount as number)) : '') +
    tlv('58', 'SG') +
    tlv('59', options.merchantName.trim().slice(0, 25)) +
    tlv('60', options.merchantCity.trim().slice(0, 15)) +
    additionalData(options.reference) +
    '6304';
  return body + crc16Hex(body);
}
