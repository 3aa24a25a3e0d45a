// On each client-side page change: new title, then either the #hash's section (scrolled to, heading
// focused) or the top of the page with its h1 focused, so screen readers announce where they are.
// On the first load only a #hash is honoured: the browser has already put the reader at the top.
import {useEffect, useRef} from 'react';
import {useLocation} from 'wouter';
import {pagesBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
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
    const route = findRoute(location);
    // /about-us lands on its section as if the URL said #about-us.
    const section = route.section;
    if (firstLoad) {
      if (window.location.hash || section) focusHashTarget(FRAMES, () => {}, section);
      return;
    }
    document.title = documentTitle(route, pageWords(pagesBook));
    if (window.location.hash || section) {
      const toTop = () => {
        window.scrollTo(0, 0);
        focusHeading(0);
      };
      focusHashTarget(FRAMES, toTop, section);
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
