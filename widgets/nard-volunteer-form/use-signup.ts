// Sending the application: check with the shared rules, keep the draft, post with the Idempotency-Key,
// then report through toasts, inline errors, the partner notice and the element's events.
import {useState} from 'preact/hooks';
import {LANGUAGE_TAGS, type Language} from '../../core/i18n/index.ts';
import type {ApplicantType, ApplicationDraft} from '../../core/rules/index.ts';
import {callApi, NETWORK_ERROR} from '../shared/api.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {loadPart} from '../shared/lazy-part.ts';
import type {Toasts} from '../shared/toasts.tsx';
import type {RulesPart} from './rules-part.ts';

/** The file beside the element's script that holds the rules; loaded after the first paint. */
export const RULES_PART = 'nard-volunteer-form-rules';

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

type Options = {
  api: string;
  /** The element's language: the server answers its refusals in it. */
  language: Language;
  scriptUrl: string;
  type: ApplicantType;
  toasts: Toasts;
  emit: WidgetProps['emit'];
};

/** Returns the send state and `submit(values)`. */
export function useSignup({api, language, scriptUrl, type, toasts, emit}: Options) {
  const [state, setState] = useState<SignupState>({
    busy: false,
    done: false,
    errors: {},
    notice: null,
    failedChecks: 0,
  });

  async function submit(values: ApplicationDraft): Promise<void> {
    if (state.busy) return;
    // Loaded after the first paint; only a very quick first submit waits for it here.
    const rules = await loadPart<RulesPart>(RULES_PART, scriptUrl).catch(() => null);
    if (!rules) {
      toasts.show('error', NETWORK_ERROR);
      return;
    }
    const {messages} = rules;
    const checked = rules.check(values, type);
    if (!checked.ok) {
      setState((s) => ({...s, errors: checked.errors, notice: null, failedChecks: s.failedChecks + 1}));
      toasts.show('error', messages.fillRequiredCorrectly);
      return;
    }
    setState((s) => ({...s, busy: true, errors: {}, notice: null}));
    const idempotencyKey = rules.saveDraft(type, values);
    const toastId = toasts.show('loading', messages.submittingDetails);
    // The server answers an unregistered origin with a readable 403 and the partner message.
    const result = await callApi<{message?: string}>(api, '/auth/signup', {
      method: 'POST',
      body: checked.value,
      headers: {'Idempotency-Key': idempotencyKey, 'Accept-Language': LANGUAGE_TAGS[language]},
    });
    if (result.success) {
      rules.clearDraft(type);
      toasts.update(toastId, 'success', messages.registered);
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

  return {state, submit};
}
