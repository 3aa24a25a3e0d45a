// The password-reset flow's shared state (e-mail, then reset token), kept in sessionStorage across reloads.
import {atom} from 'jotai/vanilla';
import {atomWithSafeStorage} from './atom-with-safe-storage.ts';

/** What forgot-password, otp and update-password share. */
export type ResetState = {email: string | null; resetToken: string | null};

const EMPTY_RESET: ResetState = Object.freeze({email: null, resetToken: null});

const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function parseResetState(data: unknown): ResetState | null {
  if (typeof data !== 'object' || data === null) return null;
  const {email, resetToken} = data as Record<string, unknown>;
  if (!isNullableString(email) || !isNullableString(resetToken)) return null;
  // A reset token without the e-mail it belongs to is useless.
  if (email === null && resetToken !== null) return null;
  return {email, resetToken};
}

const persisted = atomWithSafeStorage<ResetState>({
  key: 'nard_reset',
  area: 'sessionStorage',
  empty: EMPTY_RESET,
  parse: parseResetState,
  isEmpty: (state) => state.email === null && state.resetToken === null,
});

/**
 * The e-mail being reset and, after the code is verified, the single-use reset token. Lives in
 * sessionStorage (`nard_reset`), so a reload on /otp or /update-password keeps it.
 *
 * @example
 * store.set(resetStateAtom, {email: 'ana@example.com', resetToken: null});
 * store.set(resetStateAtom, {...store.get(resetStateAtom), resetToken});
 */
export const resetStateAtom = atom(
  (get) => get(persisted.valueAtom),
  (_get, set, next: ResetState) => set(persisted.valueAtom, parseResetState(next) ?? EMPTY_RESET),
);

/**
 * Forgets the e-mail and reset token (after the password is updated).
 *
 * @example
 * store.set(clearResetStateAtom);
 */
export const clearResetStateAtom = atom(null, (_get, set) => set(persisted.valueAtom, EMPTY_RESET));
