// Donors' tax ID numbers at rest (issue 22): sealed with AES-256-GCM under DATA_KEY, the ID type bound as
// associated data so a sealed NRIC cannot be passed off as a UEN. Only the IRAS file unseals them.
import {maskTaxId} from '../../core/rules/index.ts';
import {seal, unseal} from '../security/sealed-box.ts';
import type {SealedTaxId} from './store/gift-store.ts';

const context = (type: SealedTaxId['type']) => `tax-id:${type}`;

/** Seals a filed ID number (capitals, no spaces) with its type and the name on it; masks it for display. */
export function sealTaxId(
  key: Uint8Array,
  tax: {type: SealedTaxId['type']; number: string; name: string},
): SealedTaxId {
  return {
    type: tax.type,
    sealed: seal(key, tax.number, context(tax.type)),
    masked: maskTaxId(tax.number),
    name: tax.name,
  };
}

/** The plain number, or null when the box was sealed under another key or type, or damaged. */
export function unsealTaxId(key: Uint8Array, type: SealedTaxId['type'], sealed: string): string | null {
  return unseal(key, sealed, context(type));
}
