// False while the prerendered HTML is hydrating, true afterwards. Parts that depend on the browser
// (stored login, the announcement dialog) render their server form first, so hydration matches.
import {startTransition, useEffect, useState} from 'react';

// Whether the whole page has hydrated. React hydrates a Suspense boundary's content (the page inside the
// layout) in a pass of its own after the rest, so this is set by HydrationMark at the end of that content.
let pageHydrated = false;

/** For the entry when it renders afresh instead of hydrating: there is no server HTML to match. */
export function renderingAfresh(): void {
  pageHydrated = true;
}

/**
 * Put last in the page's content (the layout's Suspense): once it has hydrated, the whole page has. It then
 * marks `<html data-hydrated>`. Effects run children first and siblings in order, so by then every load
 * the page starts on arrival is under way (the e2e tests wait for this and for those loads, rather than for
 * half a second of network silence).
 */
export function HydrationMark(): null {
  useEffect(() => {
    pageHydrated = true;
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export function useHydrated(): boolean {
  // A part mounted once the page has hydrated (a route or dialog opened in the app) has no server HTML to
  // match: it renders its browser form at once (a dialog focuses its first field in the same commit).
  const [hydrated, setHydrated] = useState(pageHydrated);
  // The parts that hydrated switch in a transition, so they re-render in slices as the hydration did.
  // useSyncExternalStore with a server snapshot re-rendered them in one synchronous task after each
  // hydration pass: 23 ms on /projects without CPU slowdown, DOMPurify included, which Lighthouse counts
  // four times over as blocking.
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
