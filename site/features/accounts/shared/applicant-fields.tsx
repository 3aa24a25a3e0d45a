// The application's own fields that the profile also corrects (issue 24): age group, region and city, and
// profession, with the same labels, prompts and choices in both forms.
import {citiesOf, cityPrompt, APPLICATION_FIELD_WORDS as WORDS} from '../../../../core/rules/index.ts';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {AGE_CHOICES, REGION_CHOICES} from './application-choices.ts';

/** What `useForm().bind(name)` gives a field. */
type Binding = {
  name: string;
  value: unknown;
  error: string | undefined;
  onChange: (event: {currentTarget: {value: string}}) => void;
};
type Bind = (name: 'age' | 'region' | 'city' | 'profession') => Binding;

const value = (binding: Binding) => ({...binding, value: String(binding.value ?? '')});

export function AgeField({bind}: {bind: Bind}) {
  return (
    <SelectField
      label={WORDS.age.label}
      required
      emptyLabel={WORDS.age.prompt}
      options={AGE_CHOICES}
      {...value(bind('age'))}
    />
  );
}

/** Region, then the cities of the chosen region. */
export function RegionCityFields({bind, region}: {bind: Bind; region: string}) {
  const cities = citiesOf(region).map((city) => ({value: city, label: city}));
  return (
    <>
      <SelectField
        label={WORDS.region.label}
        required
        emptyLabel={WORDS.region.prompt}
        options={REGION_CHOICES}
        {...value(bind('region'))}
      />
      <SelectField
        label={WORDS.city.label}
        required
        emptyLabel={cityPrompt(region)}
        options={cities}
        {...value(bind('city'))}
      />
    </>
  );
}

export function ProfessionField({bind}: {bind: Bind}) {
  return (
    <TextField
      label={WORDS.profession.label}
      placeholder={WORDS.profession.placeholder}
      required
      {...value(bind('profession'))}
    />
  );
}
