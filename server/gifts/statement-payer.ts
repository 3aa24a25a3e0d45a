// The payer's name in a transfer's words (issue 56), for the waiting list and the suggestions: banks put it
// among their own codes ("ICT / PAYNOW TRANSFER / TAN AH KOW / NARD-P5Y3-79LA", "FROM: NG BEE HOON"), and
// nothing marks it, so it is the longest run of two or more name-like words that are not a bank's.
// A guess to help staff, never used to match a gift on its own.

// The words banks write around a payer's name in DBS/POSB, OCBC and UOB exports.
const BANK_WORDS = new Set(
  (
    'PAYNOW FAST TRANSFER TRF TFR PAYMENT PAYMT GIRO ICT ITR OTHR FUND FROM TO INWARD INCOMING IBG BANK ' +
    'CREDIT DEBIT CASH DEPOSIT BILL NETS QR POS MST SGD REF NARD GIFT DONATION SETTLED ADVICE INT SALARY ' +
    'TT REMITTANCE CHEQUE CHQ INTERBANK MOBILE ONLINE IB FT OUTWARD PAY'
  ).split(' '),
);

const nameLike = (word: string) =>
  /^[A-Z][A-Z'.]*$/i.test(word) && !word.split(/[-.]/).some((part) => BANK_WORDS.has(part.toUpperCase()));

/** The runs of name-like words in one stretch of text. */
function runs(stretch: string): string[][] {
  const found: string[][] = [];
  let run: string[] = [];
  for (const word of stretch.split(/[\s:,]+/).filter(Boolean)) {
    if (nameLike(word)) run.push(word);
    else {
      if (run.length > 0) found.push(run);
      run = [];
    }
  }
  if (run.length > 0) found.push(run);
  return found;
}

/**
 * The likeliest payer's name in a transfer's words, or null when none stands out.
 * @example payerName('ICT / PAYNOW TRANSFER / TAN AH KOW / NARD-P5Y3-79LA') // 'TAN AH KOW'
 * @example payerName('PAYNOW-FAST / FROM: NG BEE HOON / OTHR NARD-P5Y3-79LA') // 'NG BEE HOON'
 */
export function payerName(text: string): string | null {
  const candidates = text
    .split(' / ')
    .flatMap(runs)
    .filter((run) => run.length >= 2);
  if (candidates.length === 0) return null;
  const longest = candidates.reduce((best, run) => (run.length > best.length ? run : best));
  return longest.join(' ').slice(0, 100);
}
