// WCAG 3.3.1: after a failed submit, focus lands on the first field that needs fixing.
import {type RefObject, useEffect} from 'react';

/** Focuses the first `aria-invalid="true"` control in the form each time `request` changes (and is > 0). */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, request: number): void {
  useEffect(() => {
    if (request === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [formRef, request]);
}
