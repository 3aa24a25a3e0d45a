// Step 1 of the reset: the e-mail that receives a code. The e-mail is kept in the shared reset state.
import {useStore} from 'jotai/react';
import {useId} from 'react';
import {Link, useLocation} from 'wouter';
import {resetStateAtom} from '../../../../core/atoms/index.ts';
import {passwordResetBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {forgotPasswordRules} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {formClass, linkClass} from '../shared/account-styles.ts';
import {markCodeSent} from './code-sent-at.ts';

const checkEmail = checkWith(forgotPasswordRules, MESSAGES.fillRequired);

/** Asks for the account's e-mail, sends a code, then goes to /otp. */
export function ForgotPasswordForm() {
  const words = pageWords(passwordResetBook);
  const store = useStore();
  const [, navigate] = useLocation();
  const headingId = useId();
  const form = useForm({
    initial: {email: ''},
    check: checkEmail,
    send: (api, body) => api.sendOtp(body),
    progress: MESSAGES.sendingCode,
    onSuccess: (_answer, body) => {
      markCodeSent();
      store.set(resetStateAtom, {email: body.email, resetToken: null});
      navigate('/otp');
    },
  });
  return (
    <Form form={form} className={formClass()} aria-labelledby={headingId}>
      <h1 id={headingId}>{words('forgotHeading')}</h1>
      <p>{words('forgotIntro')}</p>
      <TextField label={words('email')} type="email" autoComplete="email" required {...form.bind('email')} />
      <SubmitButton busy={form.busy}>{words('sendCode')}</SubmitButton>
      <p>
        <Link className={linkClass()} href="/log-in">
          {words('backToLogIn')}
        </Link>
      </p>
    </Form>
  );
}
