// A gift's reference (issue 22): what the donor puts in the bank transfer's comments and the PayNow QR
// carries (EMVCo tag 62, sub-tag 01), so staff can match the money to the pledge. Read aloud over the
// phone and typed into banking apps, so: capitals and digits only, no 0/O or 1/I, in groups of four.

/** The 32 characters a reference may use: no 0, O, 1 or I, which read alike. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const PREFIX = 'NARD';
const GROUPS = 2;
const GROUP_LENGTH = 4;

/**
 * A new reference, 'NARD-7KQM-3XWA' (14 characters, 40 random bits). Unique by the gift store's constraint;
 * the store draws again on the rare clash.
 * @example newGiftReference() // 'NARD-7KQM-3XWA'
 */
export function newGiftReference(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(GROUPS * GROUP_LENGTH);
  random(bytes);
  // 256 is a multiple of 32: taking each byte modulo 32 favours no character.
  const characters = [...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]);
  const groups = Array.from({length: GROUPS}, (_, group) =>
    characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''),
  );
  return [PREFIX, ...groups].join('-');
}

const REFERENCE = new RegExp(
  `^${PREFIX}-[${REFERENCE_ALPHABET}]{${GROUP_LENGTH}}-[${REFERENCE_ALPHABET}]{${GROUP_LENGTH}}$`,
);

const GROUP = `([${REFERENCE_ALPHABET}]{${GROUP_LENGTH}})`;
// In a statement's text: a word that starts NARD, the groups after it with or without spaces or hyphens.
// The word boundaries keep a name like BERNARD from being read as the start of a reference.
const IN_TEXT = new RegExp(`(?<![A-Z0-9])${PREFIX}[\\s-]*${GROUP}[\\s-]*${GROUP}(?![A-Z0-9])`);

/**
 * The reference in a bank statement's text, as banks pass it on: any case, with spaces or without hyphens.
 * The look-alikes 0, O, 1 and I never occur in a reference, so they are not guessed at. Null when none.
 * @example findGiftReference('PAYNOW FROM TAN nard 7kqm 3xwa') // 'NARD-7KQM-3XWA'
 */
export function findGiftReference(text: string): string | null {
  const match = IN_TEXT.exec(text.toUpperCase());
  return match ? `${PREFIX}-${match[1]}-${match[2]}` : null;
}

/** Whether `text` is a reference in its written form. */
export function isGiftReference(text: string): boolean {
  return REFERENCE.test(text);
}
