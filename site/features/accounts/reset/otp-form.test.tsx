import {act, cleanup, fireEvent, screen, waitFor} from '@testing-library/react';
import {getDefaultStore} from 'jotai/vanilla';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {resetStateAtom} from '../../../../core/atoms/index.ts';
import {api} from '../../../lib/api.ts';
import {renderAt, resetBrowserState, shownToasts} from '../../../lib/render-at.test-support.tsx';
import {markCodeSent} from './code-sent-at.ts';
import {OtpForm} from './otp-form.tsx';

vi.mock('../../../lib/api.ts', () => ({api: {verifyOtp: vi.fn(), sendOtp: vi.fn()}}));
const verifyOtp = vi.mocked(api.verifyOtp);
const sendOtp = vi.mocked(api.sendOtp);
const boxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of 4`));
const store = getDefaultStore();

beforeEach(() => {
  resetBrowserState();
  store.set(resetStateAtom, {email: 'ana@example.com', resetToken: null});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  verifyOtp.mockReset();
  sendOtp.mockReset();
});

describe('OtpForm boxes', () => {
  it('takes digits only and moves focus on, and Backspace moves back', () => {
    renderAt(<OtpForm />, '/otp');
    const [first, second, third] = boxes();
    first!.focus();
    fireEvent.change(first!, {target: {value: 'a'}});
    expect(first!.value).toBe('');
    fireEvent.change(first!, {target: {value: '7'}});
    expect(first!.value).toBe('7');
    expect(document.activeElement).toBe(second);
    fireEvent.change(second!, {target: {value: '3'}});
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, {key: 'Backspace'});
    expect(document.activeElement).toBe(second);
    expect(second!.value).toBe('');
  });

  it('fills all four boxes from a pasted code', () => {
    renderAt(<OtpForm />, '/otp');
    const all = boxes();
    fireEvent.paste(all[2]!, {clipboardData: {getData: () => ' 12-34 '}});
    expect(all.map((b) => b.value)).toEqual(['1', '2', '3', '4']);
    expect(document.activeElement).toBe(all[3]);
  });
});

describe('OtpForm submit', () => {
  it('asks for all digits', () => {
    renderAt(<OtpForm />, '/otp');
    fireEvent.change(boxes()[0]!, {target: {value: '1'}});
    fireEvent.click(screen.getByRole('button', {name: 'Verify Code'}));
    expect(shownToasts()).toEqual([{kind: 'error', text: 'Please fill in all OTP digits'}]);
    expect(verifyOtp).not.toHaveBeenCalled();
  });

  it('keeps the reset token and goes to /update-password', async () => {
    verifyOtp.mockResolvedValue({
      success: true,
      statusCode: 200,
      message: 'Code verified',
      resetToken: 'rt-1',
    });
    const {history} = renderAt(<OtpForm />, '/otp');
    fireEvent.paste(boxes()[0]!, {clipboardData: {getData: () => '4821'}});
    fireEvent.click(screen.getByRole('button', {name: 'Verify Code'}));
    expect(shownToasts()).toEqual([{kind: 'loading', text: 'Verifying code...'}]);
    await waitFor(() => expect(history.at(-1)).toBe('/update-password'));
    expect(verifyOtp).toHaveBeenCalledWith({email: 'ana@example.com', otp: '4821'});
    expect(store.get(resetStateAtom)).toEqual({email: 'ana@example.com', resetToken: 'rt-1'});
    expect(shownToasts()).toEqual([{kind: 'success', text: 'Code verified'}]);
  });

  it('shows a wrong code’s server message beside the boxes', async () => {
    verifyOtp.mockResolvedValue({success: false, statusCode: 400, message: 'The code is wrong.'});
    renderAt(<OtpForm />, '/otp');
    fireEvent.paste(boxes()[0]!, {clipboardData: {getData: () => '0000'}});
    fireEvent.click(screen.getByRole('button', {name: 'Verify Code'}));
    await waitFor(() => expect(shownToasts()).toEqual([{kind: 'error', text: 'The code is wrong.'}]));
    const first = boxes()[0]!;
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The code is wrong.',
    );
    // A new code pasted: the old message was about the old code, so it goes.
    fireEvent.paste(first, {clipboardData: {getData: () => '4821'}});
    expect(first.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('The code is wrong.')).toBeNull();
  });

  it('starts no countdown when /otp is opened without a code being sent', () => {
    renderAt(<OtpForm />, '/otp');
    expect(screen.getByRole('button', {name: 'Resend Code'}).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/You can ask for a new code in/)).toBeNull();
  });

  it('lets the user resend only after a visible 60 second countdown', async () => {
    vi.useFakeTimers();
    sendOtp.mockResolvedValue({success: true, statusCode: 200, message: 'A new code is on its way.'});
    // The forgot-password step sent a code just now.
    markCodeSent();
    renderAt(<OtpForm />, '/otp');
    const resend = screen.getByRole('button', {name: 'Resend Code'});
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeTruthy();
    for (let i = 0; i < 60; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(resend.hasAttribute('disabled')).toBe(false);
    await act(async () => fireEvent.click(resend));
    expect(sendOtp).toHaveBeenCalledWith({email: 'ana@example.com'});
    expect(shownToasts().at(-1)).toEqual({kind: 'success', text: 'A new code is on its way.'});
    expect(resend.hasAttribute('disabled')).toBe(true);
  });
});
