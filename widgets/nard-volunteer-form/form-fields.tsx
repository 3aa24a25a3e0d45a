// The nine fields of the site's application form, in the site's order, with its placeholders.
import {AGE_OPTIONS, TEXT_LIMITS} from '../../core/data/index.ts';
import type {ApplicationDraft, ApplicationField} from '../../core/rules/index.ts';
import {controlProps, Field, PhoneField, SelectField} from './fields.tsx';

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
  const text = (name: 'fullName' | 'email' | 'password' | 'profession', label: string, extra: object) => (
    <Field name={name} label={label} error={errors[name]}>
      <input
        {...controlProps(name, errors[name])}
        maxLength={TEXT_LIMITS[name]}
        value={values[name]}
        onInput={(event) => onChange(name, event.currentTarget.value)}
        {...extra}
      />
    </Field>
  );
  return (
    <div class="fields">
      {text('fullName', 'Full Name', {autoComplete: 'name'})}
      <SelectField
        name="age"
        label="Age"
        prompt="Select your age"
        options={AGES}
        value={values.age}
        error={errors.age}
        onChange={(value) => onChange('age', value)}
      />
      {text('email', 'Email Address', {type: 'email', autoComplete: 'email', inputMode: 'email'})}
      {text('password', 'Password', {
        type: 'password',
        autoComplete: 'new-password',
        placeholder: 'Login Password',
      })}
      <SelectField
        name="region"
        label="Region"
        prompt="Select your region"
        options={regions}
        value={values.region}
        error={errors.region}
        onChange={(value) => onChange('region', value)}
      />
      <SelectField
        name="city"
        label="City"
        prompt={values.region ? 'Select your city' : 'Choose a region first'}
        options={cities}
        value={values.city}
        error={errors.city}
        disabled={!values.region}
        onChange={(value) => onChange('city', value)}
      />
      <PhoneField
        name="phoneNumber"
        label="Phone Number"
        value={values.phoneNumber}
        onInput={(v) => onChange('phoneNumber', v)}
      />
      <PhoneField
        name="emergencyContact"
        label="Emergency Contact"
        value={values.emergencyContact}
        onInput={(v) => onChange('emergencyContact', v)}
      />
      {text('profession', 'Profession/Interest', {placeholder: 'Profession/Interest'})}
    </div>
  );
}
