// On each client-side page change: new title, scroll to top, and focus on the page's h1 so screen
// readers announce the new page. Nothing happens on the first load.
import {useEffect, useRef} from 'react';
import {useLocation} from 'wouter';
import {documentTitle} from '../head.ts';
import {findRoute} from '../match-route.ts';

function focusHeading(triesLeft: number) {
  // The new page may still be loading its chunk: look again on the next frames.
  // While the next page's chunk loads, Suspense keeps the old page hidden in the DOM: skip hidden h1s.
  const heading = Array.from(document.querySelectorAll<HTMLElement>('main h1')).find(
    (candidate) => candidate.getClientRects().length > 0,
  );
  if (heading) {
    // Pages from other features may not make their h1 focusable; do it here, without a tab stop.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({preventScroll: true});
  } else if (triesLeft > 0) requestAnimationFrame(() => focusHeading(triesLeft - 1));
}

export function PageChangeEffects() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    document.title = documentTitle(findRoute(location));
    window.scrollTo(0, 0);
    focusHeading(60);
  }, [location]);
  return null;
}
