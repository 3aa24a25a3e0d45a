// Entry of nard-contributions-ledger.js, which <nard-contributions> loads after its first paint: the opened
// tables (rows, dates in the reader's language, totals) and their CSV files. It renders with the element's
// Preact (widgets/shared/host-preact.ts).
import type {ComponentType} from 'preact';
import {adoptHostPreact, type HostPreact} from '../shared/host-preact.ts';
import {registerPart} from '../shared/lazy-part.ts';
import {LedgerPanel, type LedgerPanelProps} from './ledger-panel.tsx';

/** What the part hands to the element: the panel, once given the element's Preact. */
export type LedgerPart = {panel: (preact: HostPreact) => ComponentType<LedgerPanelProps>};

export const ledgerPart: LedgerPart = {
  panel(preact) {
    adoptHostPreact(preact);
    return LedgerPanel;
  },
};

registerPart(ledgerPart);
