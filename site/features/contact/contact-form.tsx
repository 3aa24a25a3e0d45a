// The contact form: checked with core's contactRules, errors in the placeholders and announced,
// posted to /api/contact. Success resets the form; a server failure keeps what was typed.
import {css} from 'goober';
import {type FormEvent, useRef, useState} from 'react';
import {checkForm, contactRules, type FieldErrors} from '../../../core/rules/index.ts';
import {Button} from '../../ui/button.tsx';
import {TextAreaField, TextField} from '../../ui/field.tsx';
import {Form} from '../../ui/form.tsx';
import {colors, radius} from '../../ui/theme.ts';

const EMPTY = {name: '', email: '', subject: '', message: ''};
type ContactInput = typeof EMPTY;
type Outcome = {kind: 'success' | 'error'; text: string} | null;

export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const bind = (name: keyof ContactInput) => ({
    name,
    value: values[name],
    error: errors[name],
    // An empty field shows its error as the placeholder; a filled one shows it under the field.
    errorIn: values[name] === '' ? ('placeholder' as const) : ('text' as const),
    onChange: (event: {target: {value: string}}) => setValues({...values, [name]: event.target.value}),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const check = checkForm(contactRules, values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const {api} = await import('../../lib/api.ts');
    const result = await api.sendContact(check.value);
    setBusy(false);
    if (result.success) {
      setValues(EMPTY);
      setOutcome({kind: 'success', text: 'Form submitted successfully'});
    } else {
      setErrors(result.errors ?? {});
      setOutcome({kind: 'error', text: result.message});
    }
  }

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Contact form"
      className={css`max-width: 640px;`}
    >
      <TextField label="Name" autoComplete="name" placeholder="Your name" {...bind('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...bind('email')}
      />
      <TextField label="Subject" placeholder="Optional" {...bind('subject')} />
      <TextAreaField label="Message" placeholder="How can we help?" {...bind('message')} />
      <div role="status" className={css`&:empty { display: none; } margin-bottom: 16px;`}>
        {outcome?.kind === 'success' && <p className={messageClass(colors.success)}>{outcome.text}</p>}
      </div>
      <div role="alert" className={css`&:empty { display: none; } margin-bottom: 16px;`}>
        {outcome?.kind === 'error' && <p className={messageClass(colors.error)}>{outcome.text}</p>}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send message'}
      </Button>
    </Form>
  );
}

const messageClass = (color: string) =>
  css`margin: 0; padding: 12px 16px; border-left: 6px solid ${color}; border-radius: ${radius.s}; background: ${colors.white}; color: ${color}; font-weight: 700;`;
