// Shows money figures only once they are all loaded: a loading line first, a message with Retry if a
// call failed, never a half-computed number.
import type {ReactNode} from 'react';
import type {Figures} from '../../core/contributions/index.ts';
import type {FiguresState} from '../lib/use-figures.ts';
import {LoadingNote, LoadProblem} from './load-problem.tsx';

/**
 * Renders `children(figures)` when ready.
 * @example <FiguresGate state={state} retry={retry}>{(figures) => <p>{figures.collectionCents}</p>}</FiguresGate>
 */
export function FiguresGate({
  state,
  retry,
  children,
}: {
  state: FiguresState;
  retry: () => void;
  children: (figures: Figures) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingNote text="Loading the figures…" />;
  if (state.status === 'failed') {
    return (
      <LoadProblem
        message="Sorry, we could not load the figures just now. Please check your connection and try again."
        onRetry={retry}
      />
    );
  }
  return <>{children(state.data)}</>;
}
