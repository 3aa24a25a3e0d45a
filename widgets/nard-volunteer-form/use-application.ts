// The send state of the form and `submit`, which waits for the rules part (loaded once the applicant starts
// on the form) and hands the values to its sendApplication (send-application.ts).
import {useState} from 'preact/hooks';
import {NETWORK_ERROR_MESSAGE} from '../../core/messages/index.ts';
import type {ApplicationDraft} from '../../core/rules/index.ts';
import {loadPart} from '../shared/lazy-part.ts';
import type {RulesPart} from './rules-part.ts';
import type {SendContext, SignupState} from './send-application.ts';

/** The file beside the element's script that holds the rules; loaded after the first paint. */
export const RULES_PART = 'nard-volunteer-form-rules';

/** Returns the send state and `submit(values)`. */
export function useApplication(options: Omit<SendContext, 'setState'> & {scriptUrl: string}) {
  const [state, setState] = useState<SignupState>({
    busy: false,
    done: false,
    errors: {},
    notice: null,
    failedChecks: 0,
  });

  async function submit(values: ApplicationDraft): Promise<void> {
    if (state.busy) return;
    // Only a very quick first submit waits for the part here.
    const rules = await loadPart<RulesPart>(RULES_PART, options.scriptUrl).catch(() => null);
    if (rules) await rules.send(values, {...options, setState});
    else options.toasts.show('error', NETWORK_ERROR_MESSAGE);
  }

  return {state, submit};
}
