import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {getDefaultStore} from 'jotai/vanilla';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {toastsAtom} from '../../core/atoms/index.ts';
import {contactRules} from '../../core/rules/index.ts';
import {api} from '../lib/api.ts';
import {checkWith} from './check-with.ts';
import {TextField} from './field.tsx';
import {Form} from './form.tsx';
import {SubmitButton} from './submit-button.tsx';
import {useForm} from './use-form.ts';

vi.mock('../lib/api.ts', () => ({api: {sendContact: vi.fn()}}));
const sendContact = vi.mocked(api.sendContact);
const checkContact = checkWith(contactRules, 'Please fix the errors in the form.');
const toasts = () =>
  getDefaultStore()
    .get(toastsAtom)
    .map(({kind, text}) => ({kind, text}));

function Example({progress}: {progress?: string}) {
  const form = useForm({
    initial: {name: '', email: '', subject: '', message: ''},
    check: checkContact,
    send: (client, body) => client.sendContact(body),
    progress,
  });
  return (
    <Form form={form} aria-label="Example">
      <TextField label="Name" {...form.bind('name')} />
      <TextField label="Email" {...form.bind('email')} />
      <TextField label="Message" {...form.bind('message')} />
      <SubmitButton busy={form.busy}>Send</SubmitButton>
      <output>{form.outcome?.text}</output>
    </Form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), {target: {value}});

beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => {
  cleanup();
  sendContact.mockReset();
});

describe('useForm', () => {
  it('on a failed check: inline errors, the toast, focus on the first error and a summary', async () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', {name: 'Send'}));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(toasts()).toEqual([{kind: 'error', text: 'Please fix the errors in the form.'}]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByText('3 fields need fixing: Name, Email, Message.')).toBeTruthy();
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('sends once however often it is submitted, busy meanwhile, then empties the form', async () => {
    let answer!: (value: {success: true; statusCode: number; message: string}) => void;
    sendContact.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<Example progress="Sending..." />);
    type('Name', 'Ana');
    type('Email', 'ana@example.com');
    type('Message', 'Hello');
    fireEvent.click(screen.getByRole('button', {name: 'Send'}));
    const busy = screen.getByRole('button', {name: 'Loading...'});
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    await waitFor(() => expect(sendContact).toHaveBeenCalledTimes(1));
    expect(toasts()).toEqual([{kind: 'loading', text: 'Sending...'}]);
    await act(async () => answer({success: true, statusCode: 201, message: 'Form submitted successfully'}));
    expect(sendContact).toHaveBeenCalledTimes(1);
    expect(sendContact).toHaveBeenCalledWith({
      name: 'Ana',
      email: 'ana@example.com',
      subject: '',
      message: 'Hello',
    });
    expect(toasts()).toEqual([{kind: 'success', text: 'Form submitted successfully'}]);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    expect(screen.getByRole('button', {name: 'Send'}).hasAttribute('disabled')).toBe(false);
  });

  it('keeps the values on a server failure and shows its field errors and message', async () => {
    sendContact.mockResolvedValue({
      success: false,
      statusCode: 400,
      message: 'Please check the form.',
      errors: {email: 'Email is invalid'},
    });
    render(<Example />);
    type('Name', 'Ana');
    type('Email', 'ana@example.com');
    type('Message', 'Hello');
    fireEvent.click(screen.getByRole('button', {name: 'Send'}));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Please check the form.'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ana');
    expect(toasts()).toEqual([]);
  });
});
