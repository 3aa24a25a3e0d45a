// The address a donor gave with: we mail it a link to their gifts (the same answer for every address).
import {useId} from 'react';
import {accountsBook} from '../../../../core/i18n/index.ts';
import {donorLinkRules} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';

const checkEmail = checkWith(donorLinkRules);

/** Asks for a link; the server's sentence says what happens next, inline. */
export function DonorLinkForm() {
  const words = pageWords(accountsBook);
  const labelId = useId();
  const form = useForm({
    initial: {email: ''},
    check: checkEmail,
    send: (api, body) => api.send<{message: string}>({method: 'post', path: 'donor/link', json: body}),
    keepValues: true,
  });
  return (
    <Form form={form} aria-labelledby={labelId}>
      <span id={labelId} hidden>
        {words('donorSend')}
      </span>
      <TextField
        label={words('donorEmail')}
        type="email"
        autoComplete="email"
        required
        {...form.bind('email')}
      />
      <FormOutcome outcome={form.outcome} />
      <SubmitButton busy={form.busy}>{words('donorSend')}</SubmitButton>
    </Form>
  );
}
