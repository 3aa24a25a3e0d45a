// What Submit does once the rules part is here (it ships in that part, as the first paint needs none of it):
// check with the shared rules, keep the draft, post with the Idempotency-Key, then report through toasts,
// inline errors, the partner notice and the element's events.

import {LANGUAGE_TAGS, type Language} from '../../core/i18n/index.ts';
import {MESSAGES} from '../../core/messages/index.ts';
import {
  type ApplicantType,
  type ApplicationDraft,
  applicationSignupInput,
  checkForm,
  signupRules,
} from '../../core/rules/index.ts';
import {callApi} from '../shared/api.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import type {Toasts} from '../shared/toasts.tsx';
import {clearDraft, saveDraft} from './draft.ts';

/** The state a send leaves behind for the view. */
export type SignupState = {
  busy: boolean;
  done: boolean;
  errors: Record<string, string>;
  /** A refusal the reader must not miss, such as "not yet a registered partner". */
  notice: string | null;
  /** Bumped after every failed check so the view can move focus to the first invalid field. */
  failedChecks: number;
};

/** The element a send reports to. */
export type SendContext = {
  api: string;
  /** The element's language: the server answers its refusals in it. */
  language: Language;
  type: ApplicantType;
  toasts: Toasts;
  emit: WidgetProps['emit'];
  setState: (update: (state: SignupState) => SignupState) => void;
};

/** Checks and sends `values`, reporting each step through `context`. */
export async function sendApplication(values: ApplicationDraft, context: SendContext): Promise<void> {
  const {api, language, type, toasts, emit, setState} = context;
  const checked = checkForm(signupRules, applicationSignupInput(values, type));
  if (!checked.ok) {
    setState((s) => ({...s, errors: checked.errors, notice: null, failedChecks: s.failedChecks + 1}));
    toasts.show('error', MESSAGES.fillRequiredCorrectly);
    return;
  }
  setState((s) => ({...s, busy: true, errors: {}, notice: null}));
  const idempotencyKey = saveDraft(type, values);
  const toastId = toasts.show('loading', MESSAGES.submittingDetails);
  // The server answers an unregistered origin with a readable 403 and the partner message.
  const result = await callApi(api, '/auth/signup', {
    method: 'POST',
    body: checked.value,
    headers: {'Idempotency-Key': idempotencyKey, 'Accept-Language': LANGUAGE_TAGS[language]},
  });
  if (result.success) {
    clearDraft(type);
    toasts.update(toastId, 'success', MESSAGES.checkEmailAfterSignup);
    setState((s) => ({...s, busy: false, done: true}));
    emit('nard-submit', {type});
    return;
  }
  toasts.dismiss(toastId);
  // A refused partner origin gets a lasting notice, not a toast that leaves after four seconds.
  const refused = result.statusCode === 403;
  if (!refused) toasts.show('error', result.message);
  setState((s) => ({
    ...s,
    busy: false,
    errors: result.errors ?? {},
    notice: refused ? result.message : null,
    failedChecks: result.errors ? s.failedChecks + 1 : s.failedChecks,
  }));
  emit('nard-error', {message: result.message});
}
