// @vitest-environment happy-dom
import {createStore} from 'jotai/vanilla';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {
  authAtom,
  isSignedInAtom,
  SIGNED_OUT,
  setAccessTokenAtom,
  setUserAtom,
  signInAtom,
  signOutAtom,
} from './index.ts';

const user = {
  id: 'u1',
  fullName: 'Ana Tan',
  email: 'ana@example.com',
  role: '',
  phoneNumber: '+65 8123 4567',
  address: '1 Main St',
  emailConfirmed: true,
  showFirstName: false,
};
const session = {user, token: 'access-1', refreshToken: 'refresh-1'};

function sendStorageEvent(key: string | null, newValue: string | null, storageArea: Storage = localStorage) {
  window.dispatchEvent(new StorageEvent('storage', {key, newValue, storageArea}));
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('authAtom reads auth_data', () => {
  test('is signed out when nothing is stored', () => {
    const store = createStore();
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(store.get(isSignedInAtom)).toBe(false);
  });

  test('reads a stored session on a fresh store (a reload)', () => {
    localStorage.setItem('auth_data', JSON.stringify(session));
    const store = createStore();
    expect(store.get(authAtom)).toEqual(session);
    expect(store.get(isSignedInAtom)).toBe(true);
  });

  test.each([
    {name: 'not JSON', raw: '{user: oops'},
    {name: 'JSON null', raw: 'null'},
    {name: 'an array', raw: '[1,2]'},
    {name: 'a token without a user', raw: JSON.stringify({user: null, token: 'a', refreshToken: 'r'})},
    {name: 'a user without a token', raw: JSON.stringify({user, token: null, refreshToken: null})},
    {name: 'no refresh token', raw: JSON.stringify({user, token: 'a'})},
    {name: 'a numeric token', raw: JSON.stringify({user, token: 42, refreshToken: 'r'})},
    {name: 'an empty token', raw: JSON.stringify({user, token: '', refreshToken: 'r'})},
    {name: 'a user missing its e-mail', raw: JSON.stringify({...session, user: {...user, email: undefined}})},
    {name: 'a user that is a string', raw: JSON.stringify({...session, user: 'ana'})},
  ])('treats $name as signed out', ({raw}) => {
    localStorage.setItem('auth_data', raw);
    const store = createStore();
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(store.get(isSignedInAtom)).toBe(false);
  });

  test('drops unknown fields of the stored user', () => {
    localStorage.setItem('auth_data', JSON.stringify({...session, user: {...user, password: 'x'}}));
    expect(createStore().get(authAtom).user).toEqual(user);
  });
});

describe('signing in and out', () => {
  test('signInAtom stores the record under auth_data; signOutAtom removes the key', () => {
    const store = createStore();
    store.set(signInAtom, session);
    expect(store.get(authAtom)).toEqual(session);
    expect(JSON.parse(localStorage.getItem('auth_data') ?? 'null')).toEqual(session);

    store.set(signOutAtom);
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(localStorage.getItem('auth_data')).toBeNull();
  });

  test('setAccessTokenAtom replaces both tokens and keeps the user', () => {
    const store = createStore();
    store.set(signInAtom, session);
    store.set(setAccessTokenAtom, {token: 'access-2', refreshToken: 'refresh-2'});
    expect(store.get(authAtom)).toEqual({user, token: 'access-2', refreshToken: 'refresh-2'});
    expect(JSON.parse(localStorage.getItem('auth_data') ?? 'null').token).toBe('access-2');
  });

  test('setAccessTokenAtom and setUserAtom do nothing when signed out', () => {
    const store = createStore();
    store.set(setAccessTokenAtom, {token: 'access-2'});
    store.set(setUserAtom, user);
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(localStorage.getItem('auth_data')).toBeNull();
  });

  test('setUserAtom replaces the user after a profile save', () => {
    const store = createStore();
    store.set(signInAtom, session);
    store.set(setUserAtom, {...user, address: '2 New Rd'});
    expect(store.get(authAtom).user?.address).toBe('2 New Rd');
    expect(store.get(authAtom).token).toBe('access-1');
  });
});

describe('other tabs', () => {
  test('a storage event for auth_data updates a mounted atom, and its removal signs out', () => {
    const store = createStore();
    const seen: boolean[] = [];
    const unsubscribe = store.sub(isSignedInAtom, () => seen.push(store.get(isSignedInAtom)));

    localStorage.setItem('auth_data', JSON.stringify(session));
    sendStorageEvent('auth_data', JSON.stringify(session));
    expect(store.get(authAtom)).toEqual(session);

    sendStorageEvent('auth_data', null);
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(seen).toEqual([true, false]);
    unsubscribe();
  });

  test('malformed data from another tab reads as signed out', () => {
    const store = createStore();
    store.set(signInAtom, session);
    const unsubscribe = store.sub(authAtom, () => {});
    sendStorageEvent('auth_data', '{"token":"only"}');
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    unsubscribe();
  });

  test('ignores other keys and other storage areas; localStorage.clear() elsewhere signs out', () => {
    const store = createStore();
    store.set(signInAtom, session);
    const unsubscribe = store.sub(authAtom, () => {});
    sendStorageEvent('something_else', null);
    sendStorageEvent('auth_data', null, sessionStorage);
    expect(store.get(authAtom)).toEqual(session);
    sendStorageEvent(null, null);
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    unsubscribe();
  });
});

describe('storage that throws (private mode, blocked third-party storage)', () => {
  test('keeps the session in memory and never throws', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);

    const store = createStore();
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    store.set(signInAtom, session);
    expect(store.get(isSignedInAtom)).toBe(true);
    // A second store (another widget on the page) sees the in-memory record.
    expect(createStore().get(authAtom)).toEqual(session);
    store.set(signOutAtom);
    expect(createStore().get(authAtom)).toEqual(SIGNED_OUT);
  });

  test('works where localStorage is missing altogether', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockReturnValue(undefined as unknown as Storage);
    const store = createStore();
    store.set(signInAtom, session);
    expect(store.get(authAtom)).toEqual(session);
    store.set(signOutAtom);
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
  });
});
