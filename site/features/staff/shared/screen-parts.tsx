// Pieces every console screen shares: the toolbar above a table, the row of buttons in a table row, and the
// loading / failed states of a screen's data.
import {css} from 'goober';
import type {ReactNode} from 'react';
import type {LoadState} from '../../../lib/use-load.ts';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';

/** Buttons above a table (New..., Import...), wrapping on phones. */
export function Toolbar({children}: {children: ReactNode}) {
  return <div className={css`display: flex; flex-wrap: wrap; gap: 12px; margin: 0 0 16px;`}>{children}</div>;
}

/** The buttons of one row, wrapping inside their cell. */
export function ButtonRow({children}: {children: ReactNode}) {
  return <div className={css`display: flex; flex-wrap: wrap; gap: 8px;`}>{children}</div>;
}

/** Renders `ready` with the data, or the loading note, or the failure with Retry. */
export function Loaded<T>({
  state,
  retry,
  loading,
  ready,
}: {
  state: LoadState<T>;
  retry: () => void;
  loading: string;
  ready: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingNote text={loading} />;
  if (state.status === 'failed') return <LoadProblem message={state.message} onRetry={retry} />;
  return <>{ready(state.data)}</>;
}
