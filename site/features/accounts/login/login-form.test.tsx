import {cleanup, fireEvent, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {api} from '../../../lib/api.ts';
import {renderAt, resetBrowserState, shownToasts} from '../../../lib/render-at.test-support.tsx';
import {LoginForm} from './login-form.tsx';

vi.mock('../../../lib/api.ts', () => ({api: {login: vi.fn()}}));
const login = vi.mocked(api.login);
const USER = {
  id: 'u1',
  fullName: 'Ana Tan',
  email: 'ana@example.com',
  role: '',
  phoneNumber: '',
  address: '',
  emailConfirmed: true,
  showFirstName: false,
};

beforeEach(resetBrowserState);
afterEach(() => {
  cleanup();
  login.mockReset();
});

async function logIn(path: string) {
  const user = userEvent.setup({delay: null});
  login.mockResolvedValue({
    success: true,
    statusCode: 200,
    message: 'Logged in successfully!',
    user: USER,
    token: 'access',
    refreshToken: 'refresh',
  });
  const view = renderAt(<LoginForm />, path);
  await user.type(screen.getByLabelText('Email Address'), 'ANA@example.com');
  await user.type(screen.getByLabelText('Login Password'), 'Garden1!');
  await user.click(screen.getByRole('button', {name: 'Log In'}));
  return view;
}

describe('LoginForm', () => {
  it('is titled Work For Us and links to the reset', () => {
    renderAt(<LoginForm />, '/log-in');
    expect(screen.getByRole('heading', {level: 1, name: 'Work For Us'})).toBeTruthy();
    expect(screen.getByRole('link', {name: 'Forgot password?'}).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('asks for both fields, then for a well-formed e-mail', async () => {
    const user = userEvent.setup({delay: null});
    renderAt(<LoginForm />, '/log-in');
    fireEvent.click(screen.getByRole('button', {name: 'Log In'}));
    expect(screen.getByText('Email Address is required')).toBeTruthy();
    expect(screen.getByText('Login Password is required')).toBeTruthy();
    expect(shownToasts()).toEqual([{kind: 'error', text: 'Please fix the errors in the form.'}]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email Address')));
    await user.type(screen.getByLabelText('Email Address'), 'ana@');
    fireEvent.click(screen.getByRole('button', {name: 'Log In'}));
    expect(screen.getByText('Email Address is invalid')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in with the lower-cased e-mail and goes to /profile', async () => {
    const {history} = await logIn('/log-in');
    expect(login).toHaveBeenCalledWith({email: 'ana@example.com', password: 'Garden1!'});
    await waitFor(() => expect(history.at(-1)).toBe('/profile'));
    expect(shownToasts()).toEqual([{kind: 'success', text: 'Logged in successfully!'}]);
  });

  it('returns to a same-site ?next= and ignores another site', async () => {
    const back = await logIn('/log-in?next=%2Fprofile%3Ftab%3D1');
    await waitFor(() => expect(back.history.at(-1)).toBe('/profile?tab=1'));
    cleanup();
    const away = await logIn('/log-in?next=//evil.example');
    await waitFor(() => expect(away.history.at(-1)).toBe('/profile'));
  });

  it('shows the server message and field errors, and keeps the e-mail', async () => {
    const user = userEvent.setup({delay: null});
    login.mockResolvedValue({
      success: false,
      statusCode: 401,
      message: 'Invalid email or password',
      errors: {password: 'Invalid email or password'},
    });
    const {history} = renderAt(<LoginForm />, '/log-in');
    await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Login Password'), 'Wrong1!');
    await user.click(screen.getByRole('button', {name: 'Log In'}));
    await waitFor(() => expect(shownToasts()).toEqual([{kind: 'error', text: 'Invalid email or password'}]));
    expect(screen.getByLabelText('Login Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Email Address').value).toBe('ana@example.com');
    expect(history).toEqual(['/log-in']);
  });
});
