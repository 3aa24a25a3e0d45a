// The contact form: checked with core's contactRules, errors in the placeholders and announced,
// posted to /api/contact. Success resets the form; a server failure keeps what was typed.
import {css} from 'goober';
import {contactBook} from '../../../core/i18n/index.ts';
import {MESSAGES} from '../../../core/messages/index.ts';
import {contactRules} from '../../../core/rules/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {checkWith} from '../../ui/check-with.ts';
import {TextAreaField, TextField} from '../../ui/field.tsx';
import {Form, formStackClass} from '../../ui/form.tsx';
import {FormOutcome} from '../../ui/form-outcome.tsx';
import {SubmitButton} from '../../ui/submit-button.tsx';
import {useForm} from '../../ui/use-form.ts';

const checkContact = checkWith(contactRules);

/** Name, e-mail, subject and message; the result shows under the fields, not as a toast. */
export function ContactForm() {
  const words = pageWords(contactBook);
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
    <Form form={form} aria-label={words('form')} className={`${formStackClass()} ${css`max-width: 640px;`}`}>
      <TextField
        label={words('name')}
        autoComplete="name"
        placeholder={words('namePlaceholder')}
        {...bind('name')}
      />
      <TextField
        label={words('email')}
        type="email"
        autoComplete="email"
        placeholder={words('emailPlaceholder')}
        {...bind('email')}
      />
      <TextField label={words('subject')} placeholder={words('subjectPlaceholder')} {...bind('subject')} />
      <TextAreaField
        label={words('message')}
        placeholder={words('messagePlaceholder')}
        {...bind('message')}
      />
      <FormOutcome outcome={form.outcome} />
      <div>
        <SubmitButton busy={form.busy} busyText={words('sending')}>
          {words('send')}
        </SubmitButton>
      </div>
    </Form>
  );
}
