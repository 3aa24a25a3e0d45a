// A part that draws (the contributions' opened tables, the donate element's "Give now" form) loads after the
// element's first paint and renders with the element's own Preact (host-preact.ts): this hook loads it,
// hands it that Preact, and gives back the part's component (null until then) and whether the load failed.
import type {ComponentType} from 'preact';
import {useEffect, useRef, useState} from 'preact/hooks';
import {Fragment, jsx, jsxs} from 'preact/jsx-runtime';
import type {HostPreact} from './host-preact.ts';
import {useT} from './language.ts';
import {loadPart} from './lazy-part.ts';
import {useAfterPaint} from './use-after-paint.ts';

/** What a drawing part registers: its component, once given the element's Preact. */
export type DrawingPart<P> = {panel: (preact: HostPreact) => ComponentType<P>};

/** The part's component, whether its load failed, and `load` to try again (after a failure). */
export type DrawingPartState<P> = {Panel: ComponentType<P> | null; failed: boolean; load: () => void};

/**
 * Loads the part `name` (beside `scriptUrl`) after the first paint; `onLoaded` sees the part first (to
 * adopt its styles, say).
 * @example const {Panel} = useDrawingPart<LedgerPanelProps>('nard-contributions-ledger', props.scriptUrl)
 */
export function useDrawingPart<P, T extends DrawingPart<P> = DrawingPart<P>>(
  name: string,
  scriptUrl: string,
  onLoaded?: (part: T) => void,
): DrawingPartState<P> {
  const [Panel, setPanel] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    loadPart<T>(name, scriptUrl).then(
      (part) => {
        onLoaded?.(part);
        setPanel(() => part.panel({jsx, jsxs, Fragment, useState, useRef, useEffect, useT}));
      },
      () => setFailed(true),
    );
  };
  useAfterPaint(load);
  return {Panel, failed, load};
}
