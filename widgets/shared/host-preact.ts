// A part that draws (the donate element's "Give now" form) renders with its element's own Preact: the part
// build points 'preact/hooks' and 'preact/jsx-runtime' here (widgets/vite.widgets.ts), and these forward to
// the Preact the element hands over on mount. So the part ships no second Preact, and its hooks run in the
// element's tree. Outside the part build (tests, the element) nothing imports this file but the part entry.
import type {Attributes, ComponentChild, ComponentType} from 'preact';
import type * as Hooks from 'preact/hooks';
import type * as Runtime from 'preact/jsx-runtime';
import type {Translator, TranslatorContext} from './language.ts';

/** What the element hands over: its JSX runtime and the hooks the parts use. */
export type HostPreact = {
  jsx: typeof Runtime.jsx;
  jsxs: typeof Runtime.jsxs;
  Fragment: typeof Runtime.Fragment;
  useState: typeof Hooks.useState;
  useRef: typeof Hooks.useRef;
  useEffect: typeof Hooks.useEffect;
  /** The element's translator hook: the part's words are read in the element's language. */
  useT: () => Translator;
  /** The context `useT` reads, so a part can put its own words before the element's (`withOwnWords`). */
  TranslatorContext: typeof TranslatorContext;
};

let host: HostPreact | null = null;

function given(): HostPreact {
  if (!host) throw new Error('A part rendered before adoptHostPreact.');
  return host;
}

/** Called once by the part's entry with the element's Preact, before anything of the part renders. */
export function adoptHostPreact(preact: HostPreact): void {
  host = preact;
  Fragment = preact.Fragment;
}

// Preact compares a vnode's type with its own Fragment, so the element's is passed on, not a copy.
export let Fragment: HostPreact['Fragment'] = (props: {children?: ComponentChild}) => props.children ?? null;
export const jsx: HostPreact['jsx'] = ((...args: Parameters<HostPreact['jsx']>) =>
  given().jsx(...args)) as HostPreact['jsx'];
export const jsxs: HostPreact['jsxs'] = ((...args: Parameters<HostPreact['jsxs']>) =>
  given().jsxs(...args)) as HostPreact['jsxs'];
export const useState: HostPreact['useState'] = ((initial: unknown) =>
  given().useState(initial)) as HostPreact['useState'];
export const useRef: HostPreact['useRef'] = ((initial: unknown) =>
  given().useRef(initial)) as HostPreact['useRef'];
export const useEffect: HostPreact['useEffect'] = (effect, inputs) => given().useEffect(effect, inputs);
/** Stands for widgets/shared/language.ts's `useT` in a part (the part build resolves that file here). */
export const useT: HostPreact['useT'] = () => given().useT();

/**
 * `Panel` reading `own` words before its element's (a part's words in the element's language:
 * PARTS_WITH_OWN_WORDS in widgets/vite.widgets.ts). The words go with this component, through the context
 * around it, so two elements in two languages on one page each draw the part in their own.
 */
export function withOwnWords<P>(Panel: ComponentType<P>, own: Translator): ComponentType<P> {
  return function PanelInOwnWords(props: P) {
    const preact = given();
    const element = preact.useT();
    const translate: Translator = (english) => {
      const translated = own(english);
      return translated === english ? element(english) : translated;
    };
    return preact.jsx(preact.TranslatorContext.Provider, {
      value: translate,
      children: preact.jsx(Panel, props as P & Attributes),
    });
  };
}
// What a part may also import from language.ts: plain functions, no Preact.
export {fill, inEnglish} from '../../core/i18n/index.ts';
