// The choices of the application's selects, for the application form and the profile's correction form.
// Labels are keys of the application book (their English is core/data AGE_OPTIONS and REGION_LABELS).
import {AGE_OPTIONS, type AgeOption, REGIONS, type RegionKey} from '../../../../core/data/index.ts';
import type {applicationBook, BookKey} from '../../../../core/i18n/index.ts';

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

/** Each age group, with its label's book key when the label has words. */
export const AGE_CHOICES = AGE_OPTIONS.map((age) => ({value: age, labelKey: AGE_KEYS[age]}));

/** Each region, with its label's book key. */
export const REGION_CHOICES = (Object.keys(REGIONS) as RegionKey[]).map((key) => ({
  value: key,
  labelKey: REGION_LABEL_KEYS[key],
}));
