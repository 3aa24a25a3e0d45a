// An element's first view as the build drew it (widgets/build/first-view.ts: no attributes, in English and in
// each language its words parts hold), put in as HTML so the browser paints it before any of Preact's work,
// then hydrated after that paint. Preact's first render of the form is cold code (about 11 ms here for its
// 55 nodes, 40 ms on a phone four times slower); parsing the same HTML takes well under one
// (docs/decisions/041).
import {hydrate, render, type VNode} from 'preact';
import type {Translator} from '../../core/i18n/index.ts';
import {afterPaint} from './use-after-paint.ts';

/** The site the build draws first views for; each element puts its own site's origin in its place. */
export const BUILD_SITE = 'https://nard.invalid';

/** An element's words; a words part (build/language-parts.ts) also carries the first view in its language. */
export type FirstViewWords = Translator & {view?: string};

// What define-widget.tsx hands its view (WidgetProps), as far as the choice needs; a type of its own, as
// vite.config.ts's types reach this file with React's JSX, not Preact's.
type ViewProps = {attrs: Readonly<Record<string, string | null>>; language: string; api: string};

// Hydrates a mount whose first view is still waiting for Preact.
const takeOver = new WeakMap<HTMLElement, () => void>();

/**
 * The element's `paint` (define-widget.tsx) for the build's English `html`: the HTML in the element's
 * language (its `words`) when the view is the one the build drew (`asBuilt` says its attributes draw the
 * same), hydrated after the paint; Preact's render otherwise.
 */
export function prerendered(
  html: string,
  asBuilt: (attrs: Readonly<Record<string, string | null>>) => boolean,
): (view: VNode, mount: HTMLElement, props: ViewProps, words: FirstViewWords) => void {
  return (view, mount, {attrs, language, api}, words) => {
    // A render before the hydration (an attribute changed) hydrates first, then renders as usual.
    takeOver.get(mount)?.();
    // The build's HTML is English; other words carry their own view (none in the build that draws it).
    const drawn = language === 'en' ? html : words.view;
    if (!drawn || !asBuilt(attrs) || mount.firstChild) {
      render(view, mount);
      return;
    }
    // An origin holds no character that HTML would read differently.
    mount.innerHTML = drawn.replaceAll(BUILD_SITE, new URL(api).origin);
    // Enter in a field would submit the form natively (a GET of the partner's page with the values) before
    // the view's handler is there. No element ever submits natively, so this stays.
    mount.addEventListener('submit', (event) => event.preventDefault());
    const take = () => {
      cancel();
      takeOver.delete(mount);
      hydrate(view, mount);
      // Hydration keeps what was typed meanwhile (every field starts empty); the view learns it as it
      // would have from the reader.
      for (const field of mount.querySelectorAll('input, select')) {
        if ((field as HTMLInputElement).value) {
          field.dispatchEvent(new Event(field.localName === 'select' ? 'change' : 'input', {bubbles: true}));
        }
      }
    };
    const cancel = afterPaint(take);
    takeOver.set(mount, take);
  };
}
