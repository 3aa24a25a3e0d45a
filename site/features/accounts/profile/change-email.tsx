// "Change my e-mail address" on the profile (issue 24): the new address and the password; a link goes to
// the new address, and the account moves when it is opened (the current address is told at once).
import {css} from 'goober';
import {useState} from 'react';
import {profileBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {emailChangeRules} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {Button} from '../../../ui/button.tsx';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form, formStackClass} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';

const check = checkWith(emailChangeRules, MESSAGES.fixFormErrors);

export function ChangeEmail({email}: {email: string}) {
  const words = pageWords(profileBook);
  const [open, setOpen] = useState(false);
  const form = useForm({
    initial: {email: '', password: ''},
    check,
    send: (api, body) => api.send<{message: string}>({method: 'post', path: 'me/email', json: body}),
  });
  const sent = form.outcome?.kind === 'success';
  return (
    <section aria-labelledby="change-email-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="change-email-heading">{words('emailHeading')}</h2>
      <p className={css`overflow-wrap: anywhere;`}>{words('emailUse', {email})}</p>
      {open ? (
        <Form form={form} aria-label={words('changeEmailForm')} className={formStackClass()}>
          <TextField label={words('newEmail')} type="email" autoComplete="email" {...form.bind('email')} />
          <TextField
            label={words('yourPassword')}
            type="password"
            autoComplete="current-password"
            {...form.bind('password')}
          />
          <FormOutcome outcome={Object.keys(form.errors).length === 0 ? form.outcome : null} />
          <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
            {!sent && <SubmitButton busy={form.busy}>{words('sendLink')}</SubmitButton>}
            <Button variant="secondary" disabled={form.busy} onClick={() => setOpen(false)}>
              {words(sent ? 'close' : 'cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {words('changeEmail')}
          </Button>
        </div>
      )}
    </section>
  );
}
