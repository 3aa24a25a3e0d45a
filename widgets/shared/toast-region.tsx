// The toasts' live region (toasts.tsx holds them): its own file, as the form's thank-you draws it from a
// part, which renders with the element's hooks and needs none of the toasts' state.
import {TOAST_LIMIT} from '../../core/design/index.ts';
import {useT} from './language.ts';
import type {Toasts} from './toasts.tsx';

/** The live region; screen readers hear each new toast once, in the element's language. */
export function ToastRegion({toasts}: {toasts: Toasts}) {
  const t = useT();
  return (
    <div class="toasts" role="status" aria-live="polite" part="toasts">
      {toasts.list.slice(0, TOAST_LIMIT).map((toast) => (
        <p key={toast.id} class={`toast ${toast.kind}`} part={`toast toast-${toast.kind}`}>
          {t(toast.text)}
        </p>
      ))}
    </div>
  );
}
