// On each client-side page change: new title, then either the #hash's section (scrolled to, heading
// focused) or the top of the page with its h1 focused, so screen readers announce where they are.
// On the first load only a #hash is honoured: the browser has already put the reader at the top.
import {useEffect, useRef} from 'react';
import {useLocation} from 'wouter';
import {documentTitle} from '../head.ts';
import {findRoute} from '../match-route.ts';
import {focusHashTarget, focusHeading} from './focus-target.ts';

const FRAMES = 60;

export function PageChangeEffects() {
  const [location] = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const firstLoad = previous.current === null;
    if (previous.current === location) return;
    previous.current = location;
    if (firstLoad) {
      if (window.location.hash) focusHashTarget(FRAMES, () => {});
      return;
    }
    document.title = documentTitle(findRoute(location));
    if (window.location.hash) {
      focusHashTarget(FRAMES, () => {
        window.scrollTo(0, 0);
        focusHeading(0);
      });
      return;
    }
    window.scrollTo(0, 0);
    focusHeading(FRAMES);
  }, [location]);

  // Same-page anchors (an <a href="#donate">, or Back to one) change only the hash.
  useEffect(() => {
    const onHashChange = () => focusHashTarget(0, () => {});
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return null;
}
