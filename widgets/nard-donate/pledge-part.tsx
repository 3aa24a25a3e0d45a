// Entry of nard-donate-pledge.js, which <nard-donate> loads after its first paint: the "Give now" form and
// its confirmation, with their styles. It renders with the element's Preact (widgets/shared/host-preact.ts).
import type {ComponentType} from 'preact';
import {adoptHostPreact, type HostPreact} from '../shared/host-preact.ts';
import {registerPart} from '../shared/lazy-part.ts';
import {PledgePanel, type PledgePanelProps} from './pledge-panel.tsx';
import {PLEDGE_CSS} from './pledge-styles.ts';

/** What the part hands to the element: the panel, once given the element's Preact, and its CSS. */
export type PledgePart = {
  panel: (preact: HostPreact) => ComponentType<PledgePanelProps>;
  css: string;
};

export const pledgePart: PledgePart = {
  panel(preact) {
    adoptHostPreact(preact);
    return PledgePanel;
  },
  css: PLEDGE_CSS,
};

registerPart(pledgePart);
