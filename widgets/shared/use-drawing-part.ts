// A part that draws (the contributions' opened tables, the donate element's "Give now" form) loads after the
// element's first paint and renders with the element's own Preact (host-preact.ts): this hook loads it,
// hands it that Preact, and gives back the part's component (null until then) and whether the load failed.
import type {ComponentType} from 'preact';
import {useEffect, useRef, useState} from 'preact/hooks';
import {Fragment, jsx, jsxs} from 'preact/jsx-runtime';
import type {HostPreact} from './host-preact.ts';
import {TranslatorContext, useT} from './language.ts';
import {loadPart} from './lazy-part.ts';
import {useAfterPaint} from './use-after-paint.ts';

/** The element's Preact, as a part that draws renders with it (host-preact.ts). */
export const HOST_PREACT: HostPreact = {
  jsx,
  jsxs,
  Fragment,
  useState,
  useRef,
  useEffect,
  useT,
  TranslatorContext,
};

/** The part's component, whether its load failed, and `load` to try again (after a failure). */
export type DrawingPartState<P> = {Panel: ComponentType<P> | null; failed: boolean; load: () => void};

/** How the loaded part becomes the component drawn: its panel, or more (its styles, its words). */
export type DrawPart<P, T> = (part: T, host: HostPreact) => ComponentType<P> | Promise<ComponentType<P>>;

/**
 * Loads the part `name` (beside `scriptUrl`) after the first paint; `draw` makes its component.
 * @example useDrawingPart<LedgerPanelProps, LedgerPart>(LEDGER_PART, scriptUrl, (part, host) => part.panel(host))
 */
export function useDrawingPart<P, T>(
  name: string,
  scriptUrl: string,
  draw: DrawPart<P, T>,
): DrawingPartState<P> {
  const [Panel, setPanel] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    loadPart<T>(name, scriptUrl)
      .then((part) => draw(part, HOST_PREACT))
      .then(
        (Drawn) => setPanel(() => Drawn),
        () => setFailed(true),
      );
  };
  useAfterPaint(load);
  return {Panel, failed, load};
}
