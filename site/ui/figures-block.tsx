// Figures below the first screen (the home page's Collection and progress bars): nothing loads, not even
// the API client, until the block comes within 200 px of the screen.
import {lazy, type ReactNode, Suspense, useEffect, useRef, useState} from 'react';
import type {Figures} from '../../core/contributions/index.ts';
import {uiBook} from '../../core/i18n/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {LoadingNote} from './load-problem.tsx';

const LoadedFigures = lazy(() => import('./loaded-figures.tsx'));

/**
 * Renders `children(figures)` once the block is near the screen and the figures are loaded.
 * @example <FiguresBlock>{(figures) => collectionText(figures.collectionCents, t)}</FiguresBlock>
 */
export function FiguresBlock({children}: {children: (figures: Figures) => ReactNode}) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: '200px'},
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  const loading = <LoadingNote text={pageWords(uiBook)('loadingFigures')} />;
  if (!near) return <div ref={placeholder}>{loading}</div>;
  return (
    <Suspense fallback={loading}>
      <LoadedFigures>{children}</LoadedFigures>
    </Suspense>
  );
}
