// A button that opens a panel as a popover (the header's menu and language switch): the browser alone
// opens and closes it, closes it on Escape or a press outside, puts focus back, and tells assistive
// technology whether it is open, already on the prerendered page before its script has run, so a tap on a
// slow phone is not lost. Popovers are Baseline 2024 (Chrome 114, Safari 17, Firefox 125); happy-dom,
// where the unit tests run, has none, so there the panel is never open.
import {type ToggleEvent, useCallback, useEffect, useRef, useState} from 'react';
import {useHydrated} from '../lib/use-hydrated.ts';

const isOpen = (panel: HTMLElement | null) =>
  Boolean(panel && typeof panel.hidePopover === 'function' && panel.matches(':popover-open'));

/**
 * Spread `button` on the toggle and `panel` on the panel; `close` hides it (a link in it was chosen).
 * @example const menu = usePopover('mobile-menu'); <button {...menu.button}>Menu</button><div {...menu.panel}>
 */
export function usePopover(id: string) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  // The panel may have been opened before the script ran; from here on its toggle events keep `open`.
  useEffect(() => setOpen(isOpen(panelRef.current)), []);
  const close = useCallback(() => {
    if (isOpen(panelRef.current)) panelRef.current?.hidePopover();
  }, []);
  return {
    open,
    close,
    button: {
      type: 'button' as const,
      popoverTarget: id,
      'aria-controls': id,
      // The browser says whether the panel is open until the script runs; from then on so does the button.
      'aria-expanded': hydrated ? open : undefined,
    },
    panel: {
      ref: panelRef,
      id,
      popover: 'auto' as const,
      onToggle: (event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === 'open'),
    },
  };
}
