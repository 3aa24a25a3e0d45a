// The form's draft in sessionStorage: kept when a send fails, so nothing typed is lost, and carrying the
// Idempotency-Key, so a retry of the same details can never create a second account.
import type {ApplicationDraft} from '../../core/rules/index.ts';

/** What is stored: every field except the password, and the key minted for exactly these details. */
export type Draft = {values: Omit<ApplicationDraft, 'password'>; idempotencyKey: string};

const storageKey = (type: string) => `nard-volunteer-form:draft:${type}`;

function withoutPassword(values: ApplicationDraft): Omit<ApplicationDraft, 'password'> {
  const {password: _never, ...rest} = values;
  return rest;
}

/** A v4 UUID; `crypto.randomUUID` exists only on https pages, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a draft is stored: all the element itself reads (after its first paint); the rules part, loaded
 * then, reads and restores it.
 */
export function hasDraft(type: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(type)) !== null;
  } catch {
    return false;
  }
}

/** The saved draft, or null when there is none or storage is blocked (private mode, sandboxed frames). */
export function loadDraft(type: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(storageKey(type));
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft.idempotencyKey === 'string' && typeof draft.values === 'object'
      ? draft
      : null;
  } catch {
    return null;
  }
}

/**
 * The form after the draft is restored: each saved field, except where the applicant has typed already.
 * @example restoreDraft({...EMPTY_APPLICATION, fullName: 'Ana'}, {...saved, fullName: 'Ahmad'}).fullName // 'Ana'
 */
export function restoreDraft(typed: ApplicationDraft, saved: Partial<ApplicationDraft>): ApplicationDraft {
  const restored = {...typed};
  for (const [field, value] of Object.entries(saved) as [keyof ApplicationDraft, unknown][]) {
    if (typeof value === 'string' && field in typed && typed[field] === '') restored[field] = value;
  }
  // A city belongs to its region: none when the applicant already chose another region.
  if (restored.region !== saved.region && typed.city === '') restored.city = '';
  return restored;
}

/**
 * Saves the draft before a send and returns the key to send with it: the stored key when the details are
 * unchanged since the last attempt (a retry), a new one when they changed (a different application).
 */
export function saveDraft(type: string, values: ApplicationDraft): string {
  const stored = withoutPassword(values);
  const previous = loadDraft(type);
  const same = previous && JSON.stringify(previous.values) === JSON.stringify(stored);
  const idempotencyKey = same ? previous.idempotencyKey : newIdempotencyKey();
  try {
    sessionStorage.setItem(storageKey(type), JSON.stringify({values: stored, idempotencyKey}));
  } catch {
    // Storage blocked: the key still protects retries made before a reload.
  }
  return idempotencyKey;
}

/** Forgets the draft after a successful send. */
export function clearDraft(type: string): void {
  try {
    sessionStorage.removeItem(storageKey(type));
  } catch {
    // Nothing was stored.
  }
}
