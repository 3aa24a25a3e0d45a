// Where focus goes when a page appears: the section a #hash names (its heading), else the page's h1.
// Pages load their chunk first, so each helper looks again on the next frames until the element exists.

function visible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

function focusQuietly(element: HTMLElement) {
  // Headings are not focusable by default; -1 makes them so without adding a tab stop.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({preventScroll: true});
}

/** Focuses the page's visible h1 (the old page may still be hidden in the DOM while the new one loads). */
export function focusHeading(triesLeft: number) {
  const heading = Array.from(document.querySelectorAll<HTMLElement>('main h1')).find(visible);
  if (heading) focusQuietly(heading);
  else if (triesLeft > 0) requestAnimationFrame(() => focusHeading(triesLeft - 1));
}

/**
 * Scrolls to the element the URL's #hash names and focuses its heading (or the element itself), so
 * '/contributions#donate' lands on 'Donate' for keyboard and screen-reader users too. A route's
 * `section` (/about-us) counts as its hash. Calls `notFound` when the page has no such element after
 * `triesLeft` frames.
 */
export function focusHashTarget(triesLeft: number, notFound: () => void, section?: string) {
  const id = decodeURIComponent(window.location.hash.slice(1)) || section || '';
  const target = id ? document.getElementById(id) : null;
  if (target && visible(target)) {
    const heading = target.matches('h1, h2, h3') ? target : target.querySelector<HTMLElement>('h1, h2, h3');
    focusQuietly(heading ?? target);
    target.scrollIntoView({block: 'start'});
  } else if (id && triesLeft > 0) {
    requestAnimationFrame(() => focusHashTarget(triesLeft - 1, notFound, section));
  } else notFound();
}
