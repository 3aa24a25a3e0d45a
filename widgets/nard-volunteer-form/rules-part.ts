// Entry of nard-volunteer-form-rules.js, which <nard-volunteer-form> loads once the applicant starts on the
// form: the cities of each region, everything a send does (send-application.ts: core's application rules,
// the draft, the API call and its messages) and the thank-you after it; the first paint needs none of it.
import type {ComponentType} from 'preact';
import {type ApplicantType, type ApplicationDraft, citiesOf} from '../../core/rules/index.ts';
import {adoptHostPreact, type HostPreact} from '../shared/host-preact.ts';
import {registerPart} from '../shared/lazy-part.ts';
import {Confirmation, type ConfirmationProps} from './confirmation.tsx';
import {loadDraft, restoreDraft} from './draft.ts';
import {sendApplication} from './send-application.ts';

/** What the part hands to the element. */
export type RulesPart = {
  /** The city select's choices once a region is chosen (core's list; the region select needs none). */
  citiesOf: (region: string) => readonly string[];
  send: typeof sendApplication;
  /** The form with the stored draft of `type` put in, where nothing is typed yet (draft.ts). */
  withDraft: (typed: ApplicationDraft, type: ApplicantType) => ApplicationDraft;
  /** The thank-you, once given the element's Preact (host-preact.ts). */
  confirmation: (preact: HostPreact) => ComponentType<ConfirmationProps>;
};

/** What the part registers for the element. */
export const rulesPart: RulesPart = {
  citiesOf,
  send: sendApplication,
  withDraft(typed, type) {
    const saved = loadDraft(type)?.values;
    return saved ? restoreDraft(typed, saved) : typed;
  },
  confirmation(preact) {
    adoptHostPreact(preact);
    return Confirmation;
  },
};

registerPart(rulesPart);
