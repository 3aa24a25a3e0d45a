// Shared client state, framework-free (jotai/vanilla): the session, the password-reset flow, toasts.

export type {User} from '../accounts/user-record.ts';
export type {AuthState, Session} from './auth.ts';
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
export type {ResetState} from './reset-state.ts';
export {clearResetStateAtom, resetStateAtom} from './reset-state.ts';
export {type StepUpAsker, stepUpAskerAtom} from './step-up.ts';
export type {Toast, ToastInput, ToastKind} from './toasts.ts';
export {dismissToast, showToast, toastsAtom, updateToast, visibleToastsAtom} from './toasts.ts';
