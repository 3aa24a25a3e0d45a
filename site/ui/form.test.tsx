import {act} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Router} from 'wouter';
import {ApplicationForm} from '../features/accounts/application/application-form.tsx';
import {LoginForm} from '../features/accounts/login/login-form.tsx';
import {ProfileEditForm} from '../features/accounts/profile/profile-edit-form.tsx';
import {ForgotPasswordForm} from '../features/accounts/reset/forgot-password-form.tsx';
import {OtpForm} from '../features/accounts/reset/otp-form.tsx';
import {UpdatePasswordForm} from '../features/accounts/reset/update-password-form.tsx';
import {ContactForm} from '../features/contact/contact-form.tsx';
import {Form} from './form.tsx';

// React adds this global in tests so act() works with hydrateRoot.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function SampleForm() {
  return (
    <Form aria-label="Sample" onSubmit={(event) => event.preventDefault()}>
      <label>
        Password <input name="password" type="password" />
      </label>
      <button type="submit">Send</button>
    </Form>
  );
}

// happy-dom does not apply a disabled fieldset to its descendants' `:disabled`, so ask as HTML defines it
// (this site's fieldsets have no legend); tests/e2e/site-forms.spec.ts checks the same in Chromium.
function isDisabled(control: Element): boolean {
  return control.matches(':disabled') || control.closest('fieldset[disabled]') !== null;
}

/** Puts the server HTML of `ui` in the page, as the prerender does, and returns its container. */
function prerendered(ui: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

describe('Form', () => {
  it('is a POST form whose controls are disabled before hydration and enabled after', async () => {
    const container = prerendered(<SampleForm />);
    const form = container.querySelector('form')!;
    const fieldset = form.querySelector('fieldset')!;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.method).toBe('post');
    expect(fieldset.disabled).toBe(true);
    expect(isDisabled(password)).toBe(true);
    expect(isDisabled(container.querySelector('button')!)).toBe(true);

    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <SampleForm />, {onRecoverableError: recoverable});
    });
    // The same nodes are reused (no mismatch), now enabled.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('fieldset')).toBe(fieldset);
    expect(fieldset.disabled).toBe(false);
    expect(isDisabled(password)).toBe(false);
    expect(form.getAttribute('method')).toBe('post');
  });

  it.each([
    ['contact', <ContactForm key="contact" />],
    ['application', <ApplicationForm key="application" type="volunteer" />],
    ['login', <LoginForm key="login" />],
    ['forgot password', <ForgotPasswordForm key="forgot" />],
    ['otp', <OtpForm key="otp" />],
    ['update password', <UpdatePasswordForm key="update" />],
    [
      'profile edit',
      <ProfileEditForm
        key="profile"
        user={{
          id: 'u1',
          fullName: 'Ana Tan',
          email: 'a@b.sg',
          role: '',
          phoneNumber: '',
          address: '',
          emailConfirmed: true,
          showFirstName: false,
        }}
        onDone={() => {}}
      />,
    ],
  ])('the %s form is prerendered as POST with every control disabled', (_name, ui) => {
    const container = prerendered(<Router ssrPath="/">{ui}</Router>);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    const controls = [...form.querySelectorAll('input, select, textarea, button')];
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(isDisabled(control)).toBe(true);
  });
});
