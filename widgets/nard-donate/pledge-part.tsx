// Entry of nard-donate-pledge.js, which <nard-donate> loads after its first paint: the "Give now" form and
// its confirmation, with their styles. It renders with the element's Preact (widgets/shared/host-preact.ts)
// and, in another language, with its own words (`nard-donate-pledge-<language>.js`, which this part pins
// and loads: the element's language part holds only what the element itself shows).
import type {ComponentType} from 'preact';
import type {Language} from '../../core/i18n/index.ts';
import {adoptHostPreact, type HostPreact, withOwnWords} from '../shared/host-preact.ts';
import type {Translator} from '../shared/language.ts';
import {hasPart, loadPart, registerPart} from '../shared/lazy-part.ts';
import {PledgePanel, type PledgePanelProps} from './pledge-panel.tsx';
import {PLEDGE_CSS} from './pledge-styles.ts';

/** What the part hands to the element: the panel, once given the element's Preact, and its CSS. */
export type PledgePart = {
  /** The form, drawn with `preact`, once its words in `language` are here. */
  panel: (preact: HostPreact, language: Language) => Promise<ComponentType<PledgePanelProps>>;
  css: string;
};

// Read while this script runs: its words sit beside it.
const here = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';

export const pledgePart: PledgePart = {
  async panel(preact, language) {
    adoptHostPreact(preact);
    const words = `nard-donate-pledge-${language}`;
    if (!hasPart(words)) return PledgePanel;
    return withOwnWords(PledgePanel, await loadPart<Translator>(words, here));
  },
  css: PLEDGE_CSS,
};

registerPart(pledgePart);
