// The figures loaded and shown; its own module so FiguresBlock can load it (and the API client) late.
import type {ReactNode} from 'react';
import type {FigureTotals} from '../../core/content/index.ts';
import {useFigures} from '../lib/use-figures.ts';
import {FiguresGate} from './figures-gate.tsx';

/** Loads the figures and renders `children(figures)` once they are all there, `loading` until then. */
export default function LoadedFigures({
  children,
  loading,
}: {
  children: (figures: FigureTotals) => ReactNode;
  loading: ReactNode;
}) {
  const {state, retry} = useFigures();
  return (
    <FiguresGate state={state} retry={retry} loading={loading}>
      {children}
    </FiguresGate>
  );
}
