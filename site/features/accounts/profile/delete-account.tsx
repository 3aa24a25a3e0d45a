// "Delete my account" on the profile (issue 24): what goes and what stays, in plain words, then the
// password (or a passkey) to confirm; on success the session ends here too and the person lands on home.
import {css} from 'goober';
import {getDefaultStore} from 'jotai/vanilla';
import {useId, useState} from 'react';
import {useLocation} from 'wouter';
import {showToast} from '../../../../core/atoms/index.ts';
import {profileBook} from '../../../../core/i18n/index.ts';
import {DELETE_ACCOUNT_MESSAGES, deleteAccountRules} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {Button} from '../../../ui/button.tsx';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {PasskeyButton} from '../../../ui/passkey-button.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';

const check = checkWith(deleteAccountRules);

/** `onLeaving`: the page stops asking for a signed-in person (it would send them to log in instead). */
export function DeleteAccount({onLeaving}: {onLeaving: () => void}) {
  const words = pageWords(profileBook);
  const headingId = useId();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  // The server ended every session; core's logout clears this browser's copy and says goodbye.
  const leave = async (api: {logout: () => Promise<unknown>}) => {
    onLeaving();
    await api.logout();
    navigate('/', {replace: true});
  };
  const form = useForm({
    initial: {password: ''},
    check,
    send: async (api, body) => {
      const result = await api.send<{message: string}>({method: 'delete', path: 'me', json: body});
      if (result.success) await leave(api);
      return result;
    },
    progress: words('deleting'),
  });
  return (
    <section aria-labelledby={headingId} className={css`display: grid; gap: 12px;`}>
      <h2 id={headingId}>{words('deleteHeading')}</h2>
      <p>{words('deleteWhat')}</p>
      {asking ? (
        <Form
          form={form}
          aria-label={words('confirmDeleteForm')}
          className={css`display: grid; gap: 12px; max-width: 28rem;`}
        >
          <TextField
            label={words('yourPassword')}
            type="password"
            autoComplete="current-password"
            {...form.bind('password')}
          />
          <FormOutcome
            outcome={
              form.outcome?.kind === 'error' && Object.keys(form.errors).length === 0 ? form.outcome : null
            }
          />
          <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
            <SubmitButton busy={form.busy}>{words('deleteForGood')}</SubmitButton>
            <Button variant="quiet" onClick={() => setAsking(false)}>
              {words('keepAccount')}
            </Button>
          </div>
          <PasskeyButton
            label={words('deleteWithPasskey')}
            finish={async (api, passkey) => {
              const result = await api.send<{message: string}>({
                method: 'delete',
                path: 'me',
                json: {passkey},
              });
              if (result.success) {
                showToast(getDefaultStore(), {kind: 'success', text: DELETE_ACCOUNT_MESSAGES.deleted});
                await leave(api);
              }
              return result;
            }}
            onDone={() => undefined}
          />
        </Form>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {words('deleteAsk')}
          </Button>
        </div>
      )}
    </section>
  );
}
