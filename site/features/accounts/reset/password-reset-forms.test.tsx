import {cleanup, fireEvent, screen, waitFor} from '@testing-library/react';
import {getDefaultStore} from 'jotai/vanilla';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {resetStateAtom} from '../../../../core/atoms/index.ts';
import {api} from '../../../lib/api.ts';
import {renderAt, resetBrowserState, shownToasts} from '../../../lib/render-at.test-support.tsx';
import {ForgotPasswordForm} from './forgot-password-form.tsx';
import {UpdatePasswordForm} from './update-password-form.tsx';

vi.mock('../../../lib/api.ts', () => ({api: {sendOtp: vi.fn(), updatePassword: vi.fn()}}));
const sendOtp = vi.mocked(api.sendOtp);
const updatePassword = vi.mocked(api.updatePassword);
const store = getDefaultStore();
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), {target: {value}});

beforeEach(resetBrowserState);
afterEach(() => {
  cleanup();
  sendOtp.mockReset();
  updatePassword.mockReset();
});

describe('ForgotPasswordForm', () => {
  it('asks for a well-formed e-mail', () => {
    renderAt(<ForgotPasswordForm />, '/forgot-password');
    fireEvent.click(screen.getByRole('button', {name: 'Send Code'}));
    expect(screen.getByText('Email Address is required')).toBeTruthy();
    expect(shownToasts()).toEqual([{kind: 'error', text: 'Please fill in all required fields'}]);
    type('Email Address', 'ana@');
    fireEvent.click(screen.getByRole('button', {name: 'Send Code'}));
    expect(screen.getByText('Email Address is invalid')).toBeTruthy();
  });

  it('sends the code, keeps the e-mail and goes to /otp', async () => {
    sendOtp.mockResolvedValue({
      success: true,
      statusCode: 200,
      message: 'If this e-mail is registered, a code is on its way.',
    });
    const {history} = renderAt(<ForgotPasswordForm />, '/forgot-password');
    type('Email Address', ' Ana@Example.com');
    fireEvent.click(screen.getByRole('button', {name: 'Send Code'}));
    expect(screen.getByRole('button', {name: 'Loading...'}).hasAttribute('disabled')).toBe(true);
    expect(shownToasts()).toEqual([{kind: 'loading', text: 'Sending code...'}]);
    await waitFor(() => expect(history.at(-1)).toBe('/otp'));
    expect(store.get(resetStateAtom)).toEqual({email: 'ana@example.com', resetToken: null});
  });
});

describe('UpdatePasswordForm', () => {
  it('shows each SPEC message', () => {
    store.set(resetStateAtom, {email: 'ana@example.com', resetToken: 'rt-1'});
    renderAt(<UpdatePasswordForm />, '/update-password');
    fireEvent.click(screen.getByRole('button', {name: 'Update Password'}));
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required')).toBeTruthy();
    type('Password', 'Garden2!');
    type('Confirm Password', 'Garden3!');
    fireEvent.click(screen.getByRole('button', {name: 'Update Password'}));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('without a stored e-mail tells the user to go back', () => {
    renderAt(<UpdatePasswordForm />, '/update-password');
    type('Password', 'Garden2!');
    type('Confirm Password', 'Garden2!');
    fireEvent.click(screen.getByRole('button', {name: 'Update Password'}));
    expect(shownToasts()).toEqual([{kind: 'error', text: 'Please Go back and enter your email address'}]);
  });

  it('updates the password, clears the reset state and goes to /log-in', async () => {
    store.set(resetStateAtom, {email: 'ana@example.com', resetToken: 'rt-1'});
    updatePassword.mockResolvedValue({success: true, statusCode: 200, message: 'Password updated'});
    const {history} = renderAt(<UpdatePasswordForm />, '/update-password');
    type('Password', 'Garden2!');
    type('Confirm Password', 'Garden2!');
    fireEvent.click(screen.getByRole('button', {name: 'Update Password'}));
    expect(shownToasts()).toEqual([{kind: 'loading', text: 'Updating password...'}]);
    await waitFor(() => expect(history.at(-1)).toBe('/log-in'));
    expect(updatePassword).toHaveBeenCalledWith({
      email: 'ana@example.com',
      resetToken: 'rt-1',
      newPassword: 'Garden2!',
      confirmPassword: 'Garden2!',
    });
    expect(store.get(resetStateAtom)).toEqual({email: null, resetToken: null});
    expect(sessionStorage.getItem('nard_reset')).toBeNull();
  });

  it('shows a server failure and its field errors', async () => {
    store.set(resetStateAtom, {email: 'ana@example.com', resetToken: 'rt-1'});
    updatePassword.mockResolvedValue({
      success: false,
      statusCode: 400,
      message: 'Please choose a password you have not used here before.',
      errors: {newPassword: 'Please choose a password you have not used here before.'},
    });
    renderAt(<UpdatePasswordForm />, '/update-password');
    type('Password', 'Garden2!');
    type('Confirm Password', 'Garden2!');
    fireEvent.click(screen.getByRole('button', {name: 'Update Password'}));
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(shownToasts()).toEqual([
      {kind: 'error', text: 'Please choose a password you have not used here before.'},
    ]);
    expect(screen.getByRole('button', {name: 'Update Password'}).hasAttribute('disabled')).toBe(false);
  });
});
