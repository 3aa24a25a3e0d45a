// The Volunteer / Work For Us application form (SPEC section 2); behaviour lives in use-application-form.ts.
import {type FormEvent, useId, useRef} from 'react';
import {AGE_OPTIONS, REGION_LABELS, REGIONS, type RegionKey} from '../../../../core/data/index.ts';
import {citiesOf} from '../../../../core/rules/index.ts';
import {Form} from '../../../ui/form.tsx';
import {useFocusFirstInvalid} from '../shared/focus-first-invalid.ts';
import {buttonClass, formClass} from '../shared/form-styles.ts';
import {PhoneField} from '../shared/phone-field.tsx';
import {SelectField} from '../shared/select-field.tsx';
import {TextField} from '../shared/text-field.tsx';
import {PrivacyNotice} from './privacy-notice.tsx';
import {useApplicationForm} from './use-application-form.ts';

const AGE_CHOICES = AGE_OPTIONS.map((age) => ({value: age, label: age}));
const REGION_CHOICES = (Object.keys(REGIONS) as RegionKey[]).map((key) => ({
  value: key,
  label: REGION_LABELS[key],
}));

/** The application form; `type` picks the title and the kind of sign-up sent to the server. */
export function ApplicationForm({type}: {type: 'volunteer' | 'work'}) {
  const {values, errors, busy, focusRequest, setField, submit} = useApplicationForm(type);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  useFocusFirstInvalid(formRef, focusRequest);
  const cityChoices = citiesOf(values.region).map((city) => ({value: city, label: city}));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <Form ref={formRef} className={formClass()} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <h2 id={headingId}>{type === 'work' ? 'Work For Us' : 'Volunteer'}</h2>
      <TextField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        required
        value={values.fullName}
        error={errors.fullName}
        onValueChange={(v) => setField('fullName', v)}
      />
      <SelectField
        label="Age"
        name="age"
        placeholder="Select your age group"
        required
        options={AGE_CHOICES}
        value={values.age}
        error={errors.age}
        onValueChange={(v) => setField('age', v)}
      />
      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onValueChange={(v) => setField('email', v)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="Login Password"
        required
        value={values.password}
        error={errors.password}
        onValueChange={(v) => setField('password', v)}
      />
      <SelectField
        label="Region"
        name="region"
        placeholder="Select your region"
        required
        options={REGION_CHOICES}
        value={values.region}
        error={errors.region}
        onValueChange={(v) => setField('region', v)}
      />
      <SelectField
        label="City"
        name="city"
        placeholder={values.region ? 'Select your city' : 'Choose a region first'}
        required
        options={cityChoices}
        value={values.city}
        error={errors.city}
        onValueChange={(v) => setField('city', v)}
      />
      <PhoneField
        label="Phone Number"
        name="phoneNumber"
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onValueChange={(v) => setField('phoneNumber', v)}
      />
      <PhoneField
        label="Emergency Contact"
        name="emergencyContact"
        value={values.emergencyContact}
        error={errors.emergencyContact}
        onValueChange={(v) => setField('emergencyContact', v)}
      />
      <TextField
        label="Profession or Interest"
        name="profession"
        placeholder="Profession/Interest"
        required
        value={values.profession}
        error={errors.profession}
        onValueChange={(v) => setField('profession', v)}
      />
      <button className={buttonClass()} type="submit" disabled={busy}>
        {busy ? 'Loading...' : 'Submit'}
      </button>
      <PrivacyNotice />
    </Form>
  );
}
