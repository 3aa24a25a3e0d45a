// The Volunteer / Work For Us application form (SPEC section 2). Success empties it and goes to /log-in.
import {useId, useRef} from 'react';
import {useLocation} from 'wouter';
import {AGE_OPTIONS, MESSAGES, REGION_LABELS, REGIONS, type RegionKey} from '../../../../core/data/index.ts';
import {
  type ApplicantType,
  applicationSignupInput,
  changeApplicationField,
  citiesOf,
  EMPTY_APPLICATION,
  signupRules,
} from '../../../../core/rules/index.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {PasswordField} from '../../../ui/password-field.tsx';
import {PhoneField} from '../../../ui/phone-field.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {formClass} from '../shared/account-styles.ts';
import {PrivacyNotice} from './privacy-notice.tsx';

const AGE_CHOICES = AGE_OPTIONS.map((age) => ({value: age, label: age}));
const REGION_CHOICES = (Object.keys(REGIONS) as RegionKey[]).map((key) => ({
  value: key,
  label: REGION_LABELS[key],
}));
const checkSignup = checkWith(signupRules, MESSAGES.fillRequiredCorrectly);

/** The application form; `type` picks the title and the kind of sign-up sent to the server. */
export function ApplicationForm({type}: {type: ApplicantType}) {
  const [, navigate] = useLocation();
  const headingId = useId();
  // One key per filled-in form: a retried request after a lost answer must not register twice.
  const idempotencyKey = useRef(crypto.randomUUID());
  const form = useForm({
    initial: EMPTY_APPLICATION,
    change: changeApplicationField,
    check: (draft) => checkSignup(applicationSignupInput(draft, type)),
    send: (api, body) => api.signup(body, {headers: {'Idempotency-Key': idempotencyKey.current}}),
    progress: MESSAGES.submittingDetails,
    success: MESSAGES.registered,
    onSuccess: () => {
      idempotencyKey.current = crypto.randomUUID();
      navigate('/log-in');
    },
  });
  const cities = citiesOf(form.values.region).map((city) => ({value: city, label: city}));
  return (
    <Form form={form} className={formClass()} aria-labelledby={headingId}>
      <h2 id={headingId}>{type === 'work' ? 'Work For Us' : 'Volunteer'}</h2>
      <TextField label="Full Name" autoComplete="name" required {...form.bind('fullName')} />
      <SelectField
        label="Age"
        required
        emptyLabel="Select your age group"
        options={AGE_CHOICES}
        {...form.bind('age')}
      />
      <TextField label="Email Address" type="email" autoComplete="email" required {...form.bind('email')} />
      <PasswordField label="Password" placeholder="Login Password" required {...form.bind('password')} />
      <SelectField
        label="Region"
        required
        emptyLabel="Select your region"
        options={REGION_CHOICES}
        {...form.bind('region')}
      />
      <SelectField
        label="City"
        required
        emptyLabel={form.values.region ? 'Select your city' : 'Choose a region first'}
        options={cities}
        {...form.bind('city')}
      />
      <PhoneField label="Phone Number" {...form.bind('phoneNumber')} />
      <PhoneField label="Emergency Contact" {...form.bind('emergencyContact')} />
      <TextField
        label="Profession or Interest"
        placeholder="Profession/Interest"
        required
        {...form.bind('profession')}
      />
      <SubmitButton busy={form.busy}>Submit</SubmitButton>
      <PrivacyNotice />
    </Form>
  );
}
