// Shows money figures only once they are all loaded: a loading line first, a message with Retry if a
// call failed, never a half-computed number.
import type {ReactNode} from 'react';
import type {FigureTotals} from '../../core/content/index.ts';
import {uiBook} from '../../core/i18n/index.ts';
import {pageWords} from '../lib/page-language.ts';
import type {FiguresState} from '../lib/use-figures.ts';
import {LoadingNote, LoadProblem} from './load-problem.tsx';

/**
 * Renders `children(figures)` when ready; `loading` (a loading note by default) until then.
 * @example <FiguresGate state={state} retry={retry}>{(figures) => <p>{figures.collectionCents}</p>}</FiguresGate>
 */
export function FiguresGate({
  state,
  retry,
  children,
  loading,
}: {
  state: FiguresState;
  retry: () => void;
  children: (figures: FigureTotals) => ReactNode;
  loading?: ReactNode;
}) {
  const words = pageWords(uiBook);
  if (state.status === 'loading') return loading ?? <LoadingNote text={words('loadingFigures')} />;
  if (state.status === 'failed') return <LoadProblem message={words('figuresProblem')} onRetry={retry} />;
  return <>{children(state.data)}</>;
}
