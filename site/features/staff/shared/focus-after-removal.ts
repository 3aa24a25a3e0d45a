// When a deleted row's button had focus, focus would fall to <body> once the row leaves. This puts it
// on a steady element of the screen instead (WCAG 2.4.3), waiting a few frames for the list to reload.

/** Focuses `fallback` as soon as focus is found lost (on body or on a detached element). */
export function focusAfterRemoval(fallback: () => HTMLElement | null, frames = 120): void {
  let left = frames;
  const check = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      fallback()?.focus();
      return;
    }
    if (--left > 0) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
