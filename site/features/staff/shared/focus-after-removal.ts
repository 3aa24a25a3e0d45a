// When a deleted row's button had focus, focus would fall to <body> once the row leaves. This puts it
// on a steady element of the screen instead (WCAG 2.4.3), waiting for the list to reload (up to 10 s).

/** Focuses `fallback` as soon as focus is found lost (on body or on a detached element). */
export function focusAfterRemoval(fallback: () => HTMLElement | null, timeoutMs = 10_000): void {
  const until = Date.now() + timeoutMs;
  const check = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      fallback()?.focus();
      return;
    }
    if (Date.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
