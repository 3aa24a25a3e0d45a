// Edit mode of the profile: Save persists through PATCH /api/auth/me, then leaves edit mode.
import {useStore} from 'jotai/react';
import {type FormEvent, useRef, useState} from 'react';
import {useLocation} from 'wouter';
import type {User} from '../../../../core/api/index.ts';
import {showToast} from '../../../../core/atoms/index.ts';
import {MESSAGES} from '../../../../core/data/index.ts';
import {checkForm, type FieldErrors, profileRules} from '../../../../core/rules/index.ts';
import {Form} from '../../../ui/form.tsx';
import {accountsApi} from '../accounts-api.ts';
import {ACCOUNT_MESSAGES} from '../shared/account-messages.ts';
import {useFocusFirstInvalid} from '../shared/focus-first-invalid.ts';
import {buttonClass} from '../shared/form-styles.ts';
import {submitWithToast} from '../shared/submit-with-toast.ts';
import {TextField} from '../shared/text-field.tsx';

type ProfileEditFormProps = {user: User; onDone: () => void};

/** Name, phone and address of the signed-in user; e-mail and role are not editable here. */
export function ProfileEditForm({user, onDone}: ProfileEditFormProps) {
  const store = useStore();
  const [, navigate] = useLocation();
  const [values, setValues] = useState({
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    address: user.address,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, focusRequest);

  const setField = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({...current, [field]: value}));

  async function saveProfile() {
    const checked = checkForm(profileRules, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusRequest((n) => n + 1);
      showToast(store, {kind: 'error', text: MESSAGES.fixFormErrors});
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await submitWithToast(
      store,
      {progress: ACCOUNT_MESSAGES.savingProfile, success: ACCOUNT_MESSAGES.profileSaved},
      () => accountsApi.updateProfile(checked.value),
    );
    setBusy(false);
    // core's updateProfile stores the saved user, so the view and the header show it at once.
    if (result.success) {
      onDone();
      return;
    }
    if ('sessionExpired' in result && result.sessionExpired) {
      navigate('/log-in?next=%2Fprofile');
      return;
    }
    setErrors(result.errors ?? {});
    setFocusRequest((n) => n + 1);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void saveProfile();
  }

  return (
    <Form
      ref={formRef}
      aria-label="Edit profile"
      noValidate
      onSubmit={onSubmit}
      style={{display: 'grid', gap: 24}}
    >
      <TextField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        required
        value={values.fullName}
        error={errors.fullName}
        onValueChange={setField('fullName')}
      />
      <TextField
        label="Phone Number"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onValueChange={setField('phoneNumber')}
      />
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onValueChange={setField('address')}
      />
      <button className={buttonClass()} type="submit" disabled={busy}>
        {busy ? 'Loading...' : 'Save'}
      </button>
    </Form>
  );
}
