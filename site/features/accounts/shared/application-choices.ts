// The choices of the application's selects and their labels, for the application form, the profile's
// correction form and the profile's details. Labels are the application book's words (their English is
// core/rules AGE_OPTIONS and REGION_LABELS).

import type {applicationBook, BookKey, Words} from '../../../../core/i18n/index.ts';
import {AGE_OPTIONS, type AgeOption, REGIONS, type RegionKey} from '../../../../core/rules/index.ts';

type Key = BookKey<typeof applicationBook>;

// The one age group with words in it; the others are numbers, shown as they are in every language.
const AGE_KEYS: Partial<Record<AgeOption, Key>> = {'46&above': 'age46AndAbove'};

const REGION_LABEL_KEYS = {
  central: 'regionCentral',
  east: 'regionEast',
  north: 'regionNorth',
  northEast: 'regionNorthEast',
  west: 'regionWest',
} as const satisfies Record<RegionKey, Key>;

/** An age group as the reader's language writes it (most are numbers, the same in every language). */
export function ageLabel(words: Words<Key>, age: string): string {
  const key = Object.hasOwn(AGE_KEYS, age) ? AGE_KEYS[age as AgeOption] : undefined;
  return key ? words(key) : age;
}

/** A region's name in the reader's language. */
export function regionLabel(words: Words<Key>, region: RegionKey): string {
  return words(REGION_LABEL_KEYS[region]);
}

/** The age select's options. */
export function ageChoices(words: Words<Key>) {
  return AGE_OPTIONS.map((age) => ({value: age, label: ageLabel(words, age)}));
}

/** The region select's options. */
export function regionChoices(words: Words<Key>) {
  return (Object.keys(REGIONS) as RegionKey[]).map((key) => ({value: key, label: regionLabel(words, key)}));
}
