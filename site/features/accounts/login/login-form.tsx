// The log-in form, titled 'Work For Us' as in SPEC section 2.
import {type FormEvent, useId, useRef} from 'react';
import {Link} from 'wouter';
import {Form} from '../../../ui/form.tsx';
import {useFocusFirstInvalid} from '../shared/focus-first-invalid.ts';
import {buttonClass, formClass, linkClass} from '../shared/form-styles.ts';
import {TextField} from '../shared/text-field.tsx';
import {useLoginForm} from './use-login-form.ts';

/** E-mail and password, with a link to reset a forgotten password. */
export function LoginForm() {
  const {values, errors, busy, focusRequest, setField, submit} = useLoginForm();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  useFocusFirstInvalid(formRef, focusRequest);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <Form ref={formRef} className={formClass()} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <h1 id={headingId}>Work For Us</h1>
      <p>Log in to see your profile and the events you can join.</p>
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
        label="Login Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onValueChange={(v) => setField('password', v)}
      />
      <button className={buttonClass()} type="submit" disabled={busy}>
        {busy ? 'Loading...' : 'Log In'}
      </button>
      <p>
        <Link className={linkClass()} href="/forgot-password">
          Forgot password?
        </Link>
        {' · '}
        <Link className={linkClass()} href="/sign-up">
          New here? Sign up
        </Link>
      </p>
    </Form>
  );
}
