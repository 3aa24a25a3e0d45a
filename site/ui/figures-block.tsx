// Figures below the first screen (the home page's Collection and progress bars): nothing loads, not even
// the API client, until the block comes within 200 px of the screen.
import {css} from 'goober';
import {lazy, type ReactNode, Suspense, useEffect, useRef, useState} from 'react';
import type {FigureTotals} from '../../core/content/index.ts';
import {uiBook} from '../../core/i18n/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {LoadingNote} from './load-problem.tsx';
import {colors} from './theme.ts';

const LoadedFigures = lazy(() => import('./loaded-figures.tsx'));

// The shape and the note share one grid cell: the block is as tall as the shape, the note shows over it.
const shapedClass = css`display: grid; & > * { grid-area: 1 / 1; }`;
// At the top: over a tall shape (a list of projects) the note sits where the first row will.
const noteClass = css`margin: 0; align-self: start; color: ${colors.muted};`;

/** The loading note over `shape`, which is drawn but not shown (and hidden from screen readers). */
function ShapedLoading({shape, text}: {shape: ReactNode; text: string}) {
  return (
    <div className={shapedClass}>
      <div aria-hidden="true" className={css`visibility: hidden;`}>
        {shape}
      </div>
      <p role="status" className={noteClass}>
        {text}
      </p>
    </div>
  );
}

/**
 * Renders `children(figures)` once the block is near the screen and the figures are loaded. `shape`, when
 * given, is content as tall as the loaded figures will be: the loading note keeps its height, so nothing
 * below moves when they come (on /about-us, opened at the block, Lighthouse counted that move as layout
 * shift).
 * @example <FiguresBlock shape={<Line cents={100_000_00} />}>{(figures) => <Line cents={figures.collectionCents} />}</FiguresBlock>
 */
export function FiguresBlock({
  children,
  shape,
}: {
  children: (figures: FigureTotals) => ReactNode;
  shape?: ReactNode;
}) {
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
  const text = pageWords(uiBook)('loadingFigures');
  const loading =
    shape === undefined ? <LoadingNote text={text} /> : <ShapedLoading shape={shape} text={text} />;
  if (!near) return <div ref={placeholder}>{loading}</div>;
  return (
    <Suspense fallback={loading}>
      <LoadedFigures loading={loading}>{children}</LoadedFigures>
    </Suspense>
  );
}
