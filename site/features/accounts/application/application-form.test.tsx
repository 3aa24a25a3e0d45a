import {act, cleanup, fireEvent, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {ApiResult, MessageAnswer} from '../../../../core/api/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {api} from '../../../lib/api.ts';
import {deferred, renderAt, resetBrowserState, shownToasts} from '../../../lib/render-at.test-support.tsx';
import {ApplicationForm} from './application-form.tsx';

vi.mock('../../../lib/api.ts', () => ({api: {signup: vi.fn()}}));
const signup = vi.mocked(api.signup);

// fireEvent keeps these tests fast on a busy machine; userEvent covers typing in the other tests.
function fillValidForm() {
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), {target: {value}});
  set('Full Name', 'Ana Tan');
  set('Age', '26-35');
  set('Email Address', 'Ana.Tan@Example.COM');
  set('Password', 'Garden1!');
  set('Region', 'northEast');
  set('City', 'Ang Mo Kio');
  set('Phone Number', '9123 4567');
  set('Emergency Contact', '98765432');
  set('Profession or Interest', 'Barista');
}

beforeEach(resetBrowserState);
afterEach(() => {
  cleanup();
  signup.mockReset();
});

describe('ApplicationForm', () => {
  it('titles the form by type', () => {
    renderAt(<ApplicationForm type="work" />, '/work-for-us');
    expect(screen.getByRole('form', {name: 'Work For Us'})).toBeTruthy();
    cleanup();
    renderAt(<ApplicationForm type="volunteer" />, '/yellow-ribbon');
    expect(screen.getByRole('form', {name: 'Volunteer'})).toBeTruthy();
  });

  it('shows every SPEC message inline, toasts, and focuses the first invalid field', async () => {
    renderAt(<ApplicationForm type="volunteer" />);
    fireEvent.click(screen.getByRole('button', {name: 'Submit'}));
    const expected: [string, string][] = [
      ['Full Name', 'Full Name is required'],
      ['Age', 'Age must be 18 or older'],
      ['Email Address', 'Valid email is required'],
      ['Password', 'Password must be 6+ chars with uppercase, lowercase, number & symbol.'],
      ['Region', 'Region is required'],
      ['City', 'City is required'],
      ['Profession or Interest', 'Profession/Interest is required'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = field.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy.split(' ').at(-1)!)?.textContent).toBe(message);
    }
    expect(screen.getByLabelText('Phone Number').getAttribute('aria-invalid')).toBeNull();
    expect(shownToasts()).toEqual([{kind: 'error', text: 'Please fill in all required fields correctly.'}]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full Name')));
    expect(signup).not.toHaveBeenCalled();
  });

  it('clears the city when the region changes, and lists only that region’s cities', async () => {
    const user = userEvent.setup({delay: null});
    renderAt(<ApplicationForm type="volunteer" />);
    const city = screen.getByLabelText<HTMLSelectElement>('City');
    expect(city.options).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Region'), 'east');
    await user.selectOptions(city, 'Tampines');
    expect(city.value).toBe('Tampines');
    await user.selectOptions(screen.getByLabelText('Region'), 'west');
    expect(city.value).toBe('');
    expect([...city.options].map((o) => o.value)).toContain('Jurong West');
    expect([...city.options].map((o) => o.value)).not.toContain('Tampines');
  });

  it('shows the Singapore calling code beside phone inputs of at most 12 characters', () => {
    renderAt(<ApplicationForm type="volunteer" />);
    const phone = screen.getByLabelText('Phone Number');
    expect(phone.getAttribute('maxlength')).toBe('12');
    expect(phone.getAttribute('type')).toBe('tel');
    const prefix = document.getElementById(phone.getAttribute('aria-describedby')!);
    expect(prefix?.textContent).toBe('Singapore calling code+65');
  });

  it('submits once, busy, then registers, clears the form and goes to /log-in', async () => {
    const answer = deferred<ApiResult<MessageAnswer>>();
    signup.mockReturnValue(answer.promise);
    const {history} = renderAt(<ApplicationForm type="work" />, '/work-for-us');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', {name: 'Submit'}));
    const busy = screen.getByRole('button', {name: 'Loading...'});
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    // The API client loads on first use, so the one call starts a moment after the click.
    await waitFor(() => expect(signup).toHaveBeenCalledTimes(1));
    fireEvent.submit(busy.closest('form')!);
    await act(async () => {});
    expect(signup).toHaveBeenCalledTimes(1);
    expect(shownToasts()).toEqual([{kind: 'loading', text: 'Submitting your details...'}]);
    const [body, options] = signup.mock.calls[0]!;
    expect(body).toMatchObject({
      email: 'ana.tan@example.com',
      type: 'work',
      phoneNumber: '+6591234567',
      emergencyContact: '+6598765432',
      region: 'northEast',
      city: 'Ang Mo Kio',
    });
    expect(options?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () =>
      answer.resolve({success: true, statusCode: 201, message: MESSAGES.checkEmailAfterSignup}),
    );
    // The same words fit a new and a taken address (issue 10): both get a mail.
    expect(shownToasts()).toEqual([{kind: 'success', text: MESSAGES.checkEmailAfterSignup}]);
    expect(history.at(-1)).toBe('/log-in');
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('');
  });

  it('on a server failure shows its message and field errors, keeps the input and re-enables', async () => {
    signup.mockResolvedValue({
      success: false,
      statusCode: 409,
      message: 'This email is already registered',
      errors: {email: 'This email is already registered'},
    });
    const {history} = renderAt(<ApplicationForm type="volunteer" />, '/yellow-ribbon');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', {name: 'Submit'}));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{kind: 'error', text: 'This email is already registered'}]),
    );
    const email = screen.getByLabelText<HTMLInputElement>('Email Address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('Ana.Tan@Example.COM');
    expect(screen.getByRole('button', {name: 'Submit'}).hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(history).toEqual(['/yellow-ribbon']);
  });
});
