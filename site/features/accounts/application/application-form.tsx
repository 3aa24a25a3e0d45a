// The Volunteer / Work For Us application form (SPEC section 2). Success empties it and goes to /log-in.
import {useId, useRef} from 'react';
import {useLocation} from 'wouter';
import {applicationBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {
  type ApplicantType,
  applicationSignupInput,
  changeApplicationField,
  EMPTY_APPLICATION,
  signupRules,
} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {PasswordField} from '../../../ui/password-field.tsx';
import {PhoneField} from '../../../ui/phone-field.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {formClass} from '../shared/account-styles.ts';
import {AgeField, ProfessionField, RegionCityFields} from '../shared/applicant-fields.tsx';
import {PrivacyNotice} from './privacy-notice.tsx';

const checkSignup = checkWith(signupRules, MESSAGES.fillRequiredCorrectly);
// The form's title by type: core/rules APPLICATION_TITLES, in the page's language.
const TITLES = {volunteer: 'titleVolunteer', work: 'titleWork'} as const;

/** The application form; `type` picks the title and the kind of sign-up sent to the server. */
export function ApplicationForm({type}: {type: ApplicantType}) {
  const words = pageWords(applicationBook);
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
    success: MESSAGES.checkEmailAfterSignup,
    onSuccess: () => {
      idempotencyKey.current = crypto.randomUUID();
      navigate('/log-in');
    },
  });
  return (
    <Form form={form} className={formClass()} aria-labelledby={headingId}>
      <h2 id={headingId}>{words(TITLES[type])}</h2>
      <TextField label={words('fullName')} autoComplete="name" required {...form.bind('fullName')} />
      <AgeField bind={form.bind} />
      <TextField label={words('email')} type="email" autoComplete="email" required {...form.bind('email')} />
      <PasswordField
        label={words('password')}
        placeholder={words('passwordPlaceholder')}
        required
        {...form.bind('password')}
      />
      <RegionCityFields bind={form.bind} region={form.values.region} />
      <PhoneField label={words('phoneNumber')} {...form.bind('phoneNumber')} />
      <PhoneField label={words('emergencyContact')} {...form.bind('emergencyContact')} />
      <ProfessionField bind={form.bind} />
      <SubmitButton busy={form.busy}>{words('submit')}</SubmitButton>
      <PrivacyNotice />
    </Form>
  );
}
