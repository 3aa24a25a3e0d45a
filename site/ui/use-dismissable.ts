// A disclosure's closing rules, shared by the header's menus: Escape closes it and gives focus back to its
// button; a press anywhere outside it closes it.
import {type RefObject, useEffect} from 'react';

/** While `open`, listens for Escape and outside presses and calls `close`. */
export function useDismissable(
  open: boolean,
  close: () => void,
  wrapperRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, wrapperRef, buttonRef]);
}
