// Texts that are the same as the English in a language on purpose: names (docs/glossary.md, "Kept in
// English") and words the language shares with English. The catalogue check allows only these.
import type {OtherLanguage} from './book.ts';

const NAMES = [
  'Nard Foundation',
  'The Nard Foundation Limited',
  'NardHomeBiz',
  'PayNow',
  'UEN',
  'NRIC',
  'FIN',
  'IRAS',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'OK',
];

export const SAME_AS_ENGLISH: Readonly<Record<OtherLanguage, readonly string[]>> = {
  zh: NAMES,
  ms: [...NAMES, 'Menu', 'Status', 'Email', 'E-mel', 'Media', 'Logistik', 'Audit'],
  ta: NAMES,
};
