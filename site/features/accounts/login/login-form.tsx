// The log-in form, titled 'Work For Us' as in SPEC section 2. core's login stores the session itself,
// so the header updates before the user is sent on to ?next= (same site only) or /profile.
import {useId, useState} from 'react';
import {Link, useLocation, useSearch} from 'wouter';
import {logInBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {loginRules} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {PasskeyButton} from '../../../ui/passkey-button.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {formClass, linkClass} from '../shared/account-styles.ts';
import {safeNextPath} from '../shared/safe-next.ts';
import {TwoStepForm} from './two-step-form.tsx';

const checkLogin = checkWith(loginRules, MESSAGES.fixFormErrors);

/** E-mail and password, with a link to reset a forgotten password; then the second step when it has one. */
export function LoginForm() {
  const words = pageWords(logInBook);
  const [, navigate] = useLocation();
  const search = useSearch();
  const headingId = useId();
  const [twoStep, setTwoStep] = useState<{token: string; methods: string[]} | null>(null);
  const [again, setAgain] = useState('');
  const done = () => navigate(safeNextPath(new URLSearchParams(search).get('next'), '/profile'));
  // The password is not kept in memory once it has done its job: success empties the form. The toast
  // says the server's words: 'Logged in', or that a code is needed next.
  const form = useForm({
    initial: {email: '', password: ''},
    check: checkLogin,
    send: (api, body) => api.login(body),
    progress: MESSAGES.loggingIn,
    onSuccess: (answer) => {
      if ('data' in answer && answer.data.twoStepRequired) {
        return setTwoStep({token: answer.data.twoStepToken, methods: answer.data.methods});
      }
      done();
    },
  });
  if (twoStep) {
    return (
      <TwoStepForm
        twoStepToken={twoStep.token}
        methods={twoStep.methods}
        onSignedIn={done}
        onStartAgain={(message) => {
          setAgain(message);
          setTwoStep(null);
        }}
      />
    );
  }
  return (
    <Form form={form} className={formClass()} aria-labelledby={headingId}>
      <h1 id={headingId}>{words('heading')}</h1>
      <p>{words('intro')}</p>
      {again && <p role="alert">{again}</p>}
      <TextField label={words('email')} type="email" autoComplete="email" required {...form.bind('email')} />
      <TextField
        label={words('password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('password')}
      />
      <SubmitButton busy={form.busy}>{words('logIn')}</SubmitButton>
      {/* A passkey is both steps at once: no e-mail to type, nothing to remember. */}
      <PasskeyButton
        label={words('logInWithPasskey')}
        finish={(api, passkey) => api.signInWithPasskey(passkey)}
        onDone={done}
      />
      <p>
        <Link className={linkClass()} href="/forgot-password">
          {words('forgotPassword')}
        </Link>
        {' · '}
        <Link className={linkClass()} href="/sign-up">
          {words('signUp')}
        </Link>
      </p>
    </Form>
  );
}
