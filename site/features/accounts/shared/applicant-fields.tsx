// The application's own fields that the profile also corrects (issue 24): age group, region and city, and
// profession, with the same labels, prompts and choices in both forms.
import {applicationBook} from '../../../../core/i18n/index.ts';
import {citiesOf} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {ageChoices, regionChoices} from './application-choices.ts';

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
  const words = pageWords(applicationBook);
  return (
    <SelectField
      label={words('age')}
      required
      emptyLabel={words('agePrompt')}
      options={ageChoices(words)}
      {...value(bind('age'))}
    />
  );
}

/** Region, then the cities of the chosen region (town names as Singapore signs them, in English). */
export function RegionCityFields({bind, region}: {bind: Bind; region: string}) {
  const words = pageWords(applicationBook);
  const cities = citiesOf(region).map((city) => ({value: city, label: city}));
  return (
    <>
      <SelectField
        label={words('region')}
        required
        emptyLabel={words('regionPrompt')}
        options={regionChoices(words)}
        {...value(bind('region'))}
      />
      <SelectField
        label={words('city')}
        required
        emptyLabel={words(region ? 'cityPrompt' : 'regionFirst')}
        options={cities}
        {...value(bind('city'))}
      />
    </>
  );
}

export function ProfessionField({bind}: {bind: Bind}) {
  const words = pageWords(applicationBook);
  return (
    <TextField
      label={words('profession')}
      placeholder={words('professionPlaceholder')}
      required
      {...value(bind('profession'))}
    />
  );
}
