// A disclosure (a button that shows and hides a panel), shared by the header's menus: the state, the
// button's ARIA, and its closing rules: Escape closes it and gives focus back to its button; a press
// anywhere outside it closes it.
import {useCallback, useEffect, useId, useRef, useState} from 'react';

/**
 * Spread `button` on the toggle, put `wrapperRef` on what holds the button and the panel, and give the
 * panel `id={panelId} hidden={!open}`.
 * @example const menu = useDisclosure(); <button {...menu.button}>Menu</button>
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

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
  }, [open, close]);

  return {
    open,
    close,
    wrapperRef,
    panelId,
    button: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
    },
  };
}
