// The nine fields of the site's application form, in the site's order, with core's labels, placeholders
// and prompts (the same words as the site's form).
import {
  AGE_OPTIONS,
  type ApplicationDraft,
  type ApplicationField,
  cityPrompt,
  TEXT_LIMITS,
  APPLICATION_FIELD_WORDS as WORDS,
} from '../../core/rules/index.ts';
import {controlProps, Field, SelectField} from '../shared/form-fields.tsx';
import {useT} from '../shared/language.ts';
import {PhoneField} from './fields.tsx';

type Option = {value: string; label: string};

type Props = {
  values: ApplicationDraft;
  errors: Record<string, string>;
  regions: readonly Option[];
  cities: readonly Option[];
  onChange: (name: ApplicationField, value: string) => void;
};

const AGES = AGE_OPTIONS.map((age) => ({value: age, label: age}));

/** Every input is controlled by `values`; `errors` holds the first message per field. */
export function FormFields({values, errors, regions, cities, onChange}: Props) {
  const t = useT();
  // Each limit is read by its name, so the build writes the number in and leaves the table out.
  const text = (name: 'fullName' | 'email' | 'password' | 'profession', maxLength: number, extra: object) => (
    <Field name={name} label={WORDS[name].label} error={errors[name]}>
      <input
        {...controlProps(name, errors[name])}
        maxLength={maxLength}
        placeholder={WORDS[name].placeholder && t(WORDS[name].placeholder)}
        value={values[name]}
        onInput={(event) => onChange(name, event.currentTarget.value)}
        {...extra}
      />
    </Field>
  );
  const select = (name: 'age' | 'region' | 'city', options: readonly Option[], prompt: string) => (
    <SelectField
      name={name}
      label={WORDS[name].label}
      prompt={prompt}
      options={options}
      value={values[name]}
      error={errors[name]}
      disabled={name === 'city' && !values.region}
      onChange={(value) => onChange(name, value)}
    />
  );
  const phone = (name: 'phoneNumber' | 'emergencyContact') => (
    <PhoneField
      name={name}
      label={WORDS[name].label}
      value={values[name]}
      error={errors[name]}
      onInput={(value) => onChange(name, value)}
    />
  );
  return (
    <div class="fields">
      {text('fullName', TEXT_LIMITS.fullName, {autoComplete: 'name'})}
      {select('age', AGES, WORDS.age.prompt!)}
      {text('email', TEXT_LIMITS.email, {type: 'email', autoComplete: 'email', inputMode: 'email'})}
      {text('password', TEXT_LIMITS.password, {type: 'password', autoComplete: 'new-password'})}
      {select('region', regions, WORDS.region.prompt!)}
      {select('city', cities, cityPrompt(values.region))}
      {phone('phoneNumber')}
      {phone('emergencyContact')}
      {text('profession', TEXT_LIMITS.profession, {})}
    </div>
  );
}
