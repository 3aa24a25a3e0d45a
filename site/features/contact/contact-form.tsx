// The contact form: checked with core's contactRules, errors in the placeholders and announced,
// posted to /api/contact. Success resets the form; a server failure keeps what was typed.
import {css} from 'goober';
import {MESSAGES} from '../../../core/data/index.ts';
import {contactRules} from '../../../core/rules/index.ts';
import {checkWith} from '../../ui/check-with.ts';
import {TextAreaField, TextField} from '../../ui/field.tsx';
import {Form, formStackClass} from '../../ui/form.tsx';
import {FormOutcome} from '../../ui/form-outcome.tsx';
import {SubmitButton} from '../../ui/submit-button.tsx';
import {useForm} from '../../ui/use-form.ts';

const checkContact = checkWith(contactRules);

/** Name, e-mail, subject and message; the result shows under the fields, not as a toast. */
export function ContactForm() {
  const form = useForm({
    initial: {name: '', email: '', subject: '', message: ''},
    check: checkContact,
    send: (api, body) => api.sendContact(body),
    success: MESSAGES.formSubmitted,
  });
  // An empty field shows its error as the placeholder; a filled one shows it under the field.
  const bind = (name: 'name' | 'email' | 'subject' | 'message') => ({
    ...form.bind(name),
    errorIn: form.values[name] === '' ? ('placeholder' as const) : ('text' as const),
  });
  return (
    <Form form={form} aria-label="Contact form" className={`${formStackClass()} ${css`max-width: 640px;`}`}>
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
      <FormOutcome outcome={form.outcome} />
      <div>
        <SubmitButton busy={form.busy} busyText="Sending...">
          Send message
        </SubmitButton>
      </div>
    </Form>
  );
}
