// The signed-in session: user, access token and refresh token, kept in localStorage under `auth_data`.
import {atom} from 'jotai/vanilla';
import type {User} from '../accounts/user-record.ts';
import {atomWithSafeStorage} from './atom-with-safe-storage.ts';

/** The stored login record; every field is `null` when signed out. */
export type AuthState = {user: User | null; token: string | null; refreshToken: string | null};

/** A complete session, as `signInAtom` takes it. */
export type Session = {user: User; token: string; refreshToken: string};

/** The signed-out record. */
export const SIGNED_OUT: AuthState = Object.freeze({user: null, token: null, refreshToken: null});

const USER_FIELDS = ['id', 'fullName', 'email', 'role', 'phoneNumber', 'address'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseUser(data: unknown): User | null {
  if (!isRecord(data)) return null;
  if (!USER_FIELDS.every((field) => typeof data[field] === 'string')) return null;
  const {id, fullName, email, role, phoneNumber, address} = data as User;
  // Sessions stored before confirmation existed lack the flag: unconfirmed until /api/auth/me says so.
  return {
    id,
    fullName,
    email,
    role,
    phoneNumber,
    address,
    emailConfirmed: data.emailConfirmed === true,
    showFirstName: data.showFirstName === true,
  };
}

/**
 * Validates a stored login record: a full session or `null` for anything partial or malformed.
 *
 * @example
 * parseSession({user: null, token: 'abc', refreshToken: null}); // null: a token without a user is not a session
 */
export function parseSession(data: unknown): Session | null {
  if (!isRecord(data)) return null;
  const user = parseUser(data.user);
  const {token, refreshToken} = data;
  if (!user || typeof token !== 'string' || typeof refreshToken !== 'string') return null;
  if (token === '' || refreshToken === '') return null;
  return {user, token, refreshToken};
}

const persisted = atomWithSafeStorage<AuthState>({
  key: 'auth_data',
  area: 'localStorage',
  empty: SIGNED_OUT,
  parse: parseSession,
  isEmpty: (state) => state.token === null,
});

/**
 * The session, persisted in localStorage (`auth_data`) and followed across tabs. Unreadable data reads
 * as signed out. Write it through `signInAtom`, `signOutAtom` and `setAccessTokenAtom`.
 *
 * @example
 * const {user, token} = store.get(authAtom);
 */
export const authAtom = atom((get) => get(persisted.valueAtom));

/**
 * Reads the record straight from storage, bypassing the store: another tab may have just rotated tokens.
 *
 * @example
 * const latest = readStoredAuth();
 */
export const readStoredAuth = (): AuthState => persisted.readStored();

/**
 * Stores a new session after a successful login.
 *
 * @example
 * store.set(signInAtom, {user, token, refreshToken});
 */
export const signInAtom = atom(null, (_get, set, session: Session) => {
  set(persisted.valueAtom, {user: session.user, token: session.token, refreshToken: session.refreshToken});
});

/**
 * Clears the session and removes `auth_data` from storage.
 *
 * @example
 * store.set(signOutAtom);
 */
export const signOutAtom = atom(null, (_get, set) => {
  set(persisted.valueAtom, SIGNED_OUT);
});

/**
 * Replaces the tokens after a refresh; the user stays. Does nothing when signed out.
 *
 * @example
 * store.set(setAccessTokenAtom, {token: accessToken, refreshToken: rotatedRefreshToken});
 */
export const setAccessTokenAtom = atom(
  null,
  (get, set, tokens: {token: string; refreshToken?: string | null}) => {
    const current = get(persisted.valueAtom);
    if (!current.user || !current.refreshToken) return;
    set(persisted.valueAtom, {
      user: current.user,
      token: tokens.token,
      refreshToken: tokens.refreshToken || current.refreshToken,
    });
  },
);

/**
 * Replaces the signed-in user's details (after a profile save). Does nothing when signed out.
 *
 * @example
 * store.set(setUserAtom, updatedUser);
 */
export const setUserAtom = atom(null, (get, set, user: User) => {
  const current = get(persisted.valueAtom);
  if (!current.token) return;
  set(persisted.valueAtom, {...current, user});
});

/**
 * Whether a session is stored.
 *
 * @example
 * if (store.get(isSignedInAtom)) showProfileMenu();
 */
export const isSignedInAtom = atom((get) => get(authAtom).token !== null);
