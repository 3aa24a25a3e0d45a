// The step-up (issue 23): some staff actions answer 403 `step_up_required` until the person proves a second
// step again. The screen that can ask (a dialog in the console and on the profile) puts its asker here;
// the API client then asks once and repeats the request, so no caller handles it by itself.
import {atom} from 'jotai/vanilla';

/** Asks the person for a passkey or a code; true once the server has taken it, false when they cancelled. */
export type StepUpAsker = {ask: () => Promise<boolean>};

/** The asker of the screen on show, or null where nothing can ask (the request's failure then stands). */
export const stepUpAskerAtom = atom<StepUpAsker | null>(null);
