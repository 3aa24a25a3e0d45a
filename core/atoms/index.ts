// Shared client state, framework-free (jotai/vanilla): the session, the password-reset flow, toasts.

export {
  authAtom,
  isSignedInAtom,
  parseSession,
  readStoredAuth,
  SIGNED_OUT,
  setAccessTokenAtom,
  setUserAtom,
  signInAtom,
  signOutAtom,
} from './auth.ts';
export {clearResetStateAtom, resetStateAtom} from './reset-state.ts';
export {stepUpAskerAtom} from './step-up.ts';
export type {Toast, ToastKind} from './toasts.ts';
export {dismissToast, showToast, toastsAtom, updateToast, visibleToastsAtom} from './toasts.ts';
