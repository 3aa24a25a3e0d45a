// The numbers a donor gives for the 250 % tax deduction (issue 22), as IRAS takes them: a Singapore NRIC
// (S, T), a FIN (F, G, M) or a UEN for a company. The check letter of an NRIC or FIN is computed as the
// ICA defines it, so a mistyped digit is caught before it reaches IRAS; a UEN is checked for its three
// forms. Every answer says plainly what is wrong.

/** Which kind of number the donor chose. */
export type TaxIdType = 'nric' | 'fin' | 'uen';

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;

// Check letters by the remainder of the weighted sum; T and G add 4 to the sum, M adds 3 and counts down.
const CHECK_LETTERS: Record<string, {offset: number; letters: string; countDown?: boolean}> = {
  S: {offset: 0, letters: 'JZIHGFEDCBA'},
  T: {offset: 4, letters: 'JZIHGFEDCBA'},
  F: {offset: 0, letters: 'XWUTRQPNMLK'},
  G: {offset: 4, letters: 'XWUTRQPNMLK'},
  M: {offset: 3, letters: 'KLJNPQRTUWX', countDown: true},
};

/** What the donor is told when the number is missing; the pledge form's own empty check says the same. */
export const TAX_ID_REQUIRED = 'Enter the number as it is on the card or the company\u2019s registration.';

const NRIC_PREFIXES = 'ST';
const FIN_PREFIXES = 'FGM';

/** The number as IRAS files it: capitals, no spaces or hyphens. */
export function normaliseTaxId(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

/** The check letter an NRIC or FIN with this prefix and these seven digits must end with. */
export function checkLetter(prefix: string, digits: string): string | null {
  const rule = CHECK_LETTERS[prefix];
  if (!rule || !/^\d{7}$/.test(digits)) return null;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), rule.offset);
  const remainder = sum % 11;
  return rule.letters[rule.countDown ? 10 - remainder : remainder]!;
}

function identityCardProblem(type: 'nric' | 'fin', id: string): string | null {
  const prefixes = type === 'nric' ? NRIC_PREFIXES : FIN_PREFIXES;
  const name = type === 'nric' ? 'An NRIC' : 'A FIN';
  const starts = type === 'nric' ? 'S or T' : 'F, G or M';
  if (!/^[A-Z]\d{7}[A-Z]$/.test(id)) {
    return `${name} is a letter, seven digits and a letter, like ${type === 'nric' ? 'S1234567D' : 'F1234567N'}.`;
  }
  if (!prefixes.includes(id[0]!)) {
    const other = NRIC_PREFIXES.includes(id[0]!) ? 'NRIC' : FIN_PREFIXES.includes(id[0]!) ? 'FIN' : null;
    return other
      ? `${name} starts with ${starts}; this looks like a${other === 'FIN' ? ' FIN' : 'n NRIC'}: choose that type.`
      : `${name} starts with ${starts}.`;
  }
  if (checkLetter(id[0]!, id.slice(1, 8)) !== id[8]) {
    return `The last letter does not match the digits of this ${type === 'nric' ? 'NRIC' : 'FIN'}: check each digit and the last letter.`;
  }
  return null;
}

/** ACRA's three forms of UEN; IRAS gives each its own ID type in the donation records. */
export type UenForm = 'business' | 'localCompany' | 'others';

// A business (8 digits and a letter), a local company (the year, 5 digits and a letter), and other
// entities (T, S or R for the century, two digits of the year, two letters for the kind of entity, four
// digits and a letter).
const UEN_FORMS: readonly [UenForm, RegExp][] = [
  ['business', /^\d{8}[A-Z]$/],
  ['localCompany', /^(19|20)\d{2}\d{5}[A-Z]$/],
  ['others', /^[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]$/],
];

/**
 * Which of ACRA's forms a UEN has, after normalising; null when it has none of them.
 * @example uenForm('53312345X') // 'business'
 * @example uenForm('201912345K') // 'localCompany'
 * @example uenForm('T09LL1234A') // 'others'
 */
export function uenForm(raw: string): UenForm | null {
  const id = normaliseTaxId(raw);
  return UEN_FORMS.find(([, pattern]) => pattern.test(id))?.[0] ?? null;
}

function uenProblem(id: string): string | null {
  if (uenForm(id)) return null;
  return 'A UEN is 9 or 10 characters ending in a letter, like 53312345X, 201912345K or T09LL1234A.';
}

/**
 * What is wrong with `raw` as a number of `type`, in plain words; null when it is right.
 * @example taxIdProblem('nric', 's1234567d') // null
 * @example taxIdProblem('nric', 'S1234567A') // 'The last letter does not match the digits of this NRIC: ...'
 */
export function taxIdProblem(type: TaxIdType, raw: string): string | null {
  const id = normaliseTaxId(raw);
  if (id === '') return TAX_ID_REQUIRED;
  return type === 'uen' ? uenProblem(id) : identityCardProblem(type, id);
}

/**
 * The number as staff and donors see it once given: the first character and the last four, the rest
 * hidden (the full number is for the IRAS file alone).
 * @example maskTaxId('S1234567D') // 'S****567D'
 */
export function maskTaxId(id: string): string {
  const clean = normaliseTaxId(id);
  if (clean.length <= 5) return '*'.repeat(clean.length);
  return `${clean[0]}${'*'.repeat(clean.length - 5)}${clean.slice(-4)}`;
}
