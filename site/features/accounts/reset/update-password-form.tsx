// Step 3 of the reset: the new password, sent with the e-mail and the single-use reset token (from the
// code step, or from the mail's one-time link).
import {useAtomValue, useStore} from 'jotai/react';
import {useEffect, useId} from 'react';
import {Link, useLocation} from 'wouter';
import {clearResetStateAtom, resetStateAtom} from '../../../../core/atoms/index.ts';
import {passwordResetBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {checkForm, type FieldErrors, updatePasswordRules} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import type {FormChecked} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {PasswordField} from '../../../ui/password-field.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {formClass, linkClass} from '../shared/account-styles.ts';
import {readResetLink} from './reset-link.ts';

const PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const;

// The e-mail and token are not fields on this page: their absence gets the 'go back' toast instead.
function checkNewPassword(email: string | null, resetToken: string | null) {
  return (values: {newPassword: string; confirmPassword: string}) => {
    const checked = checkForm(updatePasswordRules, {
      email: email ?? '',
      resetToken: resetToken ?? '',
      ...values,
    });
    if (checked.ok) return checked;
    const errors: FieldErrors = {};
    for (const field of PASSWORD_FIELDS) if (checked.errors[field]) errors[field] = checked.errors[field];
    const failed: FormChecked<never> = {ok: false, errors};
    return Object.keys(errors).length > 0 ? failed : {...failed, toast: MESSAGES.enterEmailFirst};
  };
}

/** New password and its confirmation; success clears the reset state and goes to /log-in. */
export function UpdatePasswordForm() {
  const words = pageWords(passwordResetBook);
  const store = useStore();
  const [, navigate] = useLocation();
  const {email, resetToken} = useAtomValue(resetStateAtom);
  const headingId = useId();
  // Opened from the mail's link: take the address and token, then drop them from the address bar.
  useEffect(() => {
    const link = readResetLink(window.location.hash);
    if (!link) return;
    store.set(resetStateAtom, link);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [store]);
  const form = useForm({
    initial: {newPassword: '', confirmPassword: ''},
    check: checkNewPassword(email, resetToken),
    send: (api, body) => api.updatePassword(body),
    progress: MESSAGES.updatingPassword,
    onSuccess: () => {
      store.set(clearResetStateAtom);
      navigate('/log-in');
    },
  });
  return (
    <Form form={form} className={formClass()} aria-labelledby={headingId}>
      <h1 id={headingId}>{words('newPasswordHeading')}</h1>
      <PasswordField label={words('password')} required {...form.bind('newPassword')} />
      <TextField
        label={words('confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('confirmPassword')}
      />
      <SubmitButton busy={form.busy}>{words('updatePassword')}</SubmitButton>
      <p>
        <Link className={linkClass()} href="/forgot-password">
          {words('startAgain')}
        </Link>
      </p>
    </Form>
  );
}
