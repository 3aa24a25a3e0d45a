// The choices of the application's selects, for the application form and the profile's correction form.
import {AGE_OPTIONS, REGION_LABELS, REGIONS, type RegionKey} from '../../../../core/data/index.ts';

export const AGE_CHOICES = AGE_OPTIONS.map((age) => ({value: age, label: age}));

export const REGION_CHOICES = (Object.keys(REGIONS) as RegionKey[]).map((key) => ({
  value: key,
  label: REGION_LABELS[key],
}));
