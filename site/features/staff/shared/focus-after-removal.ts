// When a deleted row's button had focus, focus would fall to <body> once the row leaves. This puts it
// on a steady element of the screen instead (WCAG 2.4.3). Focus moves more than once after a delete (the
// dialog hands it back to the row's button, then the reloaded list drops that button), so it keeps
// watching for `timeoutMs` and acts only when focus is lost, never taking it from a control.

/** Focuses `fallback` whenever focus is found lost (on body or on a detached element) for a while. */
export function focusAfterRemoval(fallback: () => HTMLElement | null, timeoutMs = 5_000): void {
  const until = Date.now() + timeoutMs;
  const check = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) fallback()?.focus();
    if (Date.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
