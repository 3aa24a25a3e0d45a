// What a data element shows before its data arrives, or when it cannot arrive. The heading paints at
// once, so the element takes its place on the page before the API answers: as plain DOM before Preact's
// first render (loadingFirst), then as LoadStatus, which takes over the same nodes. The API's message is
// core's English (or the server's answer in the element's language), translated here like every shared text.
import {render, type VNode} from 'preact';
import type {Translator} from '../../core/i18n/index.ts';
import {useT} from './language.ts';
import {afterPaint} from './use-after-paint.ts';

/** A data element's heading and its loading and failure lines, in English (translated where shown). */
export type LoadWords = {title: string; loading: string; failed: string};

type Props = {words: LoadWords; status: 'loading' | 'error'; message?: string};

/** The element's heading, then a polite loading line or the failure in an alert the reader cannot miss. */
export function LoadStatus({words, status, message = ''}: Props) {
  const t = useT();
  return (
    <section aria-labelledby="title">
      <h2 id="title">{t(words.title)}</h2>
      {status === 'loading' ? (
        <p class="muted" role="status">
          {t(words.loading)}
        </p>
      ) : (
        <p class="notice" role="alert" part="notice">
          {t(words.failed)} {t(message)}
        </p>
      )}
    </section>
  );
}

/**
 * A data element's `paint` (define-widget.tsx): the loading line as plain DOM, then, after that paint, the
 * element draws again and Preact renders the view, taking over the line's nodes (render reuses a mount's
 * children). Preact's first render is cold code: 2.6-3.7 ms here before the frame, 6-25 ms with `--cpu 4`
 * (docs/decisions/044); the DOM calls take 0.1-0.4 ms. The view's requests leave from that
 * render (use-api-data.ts), about when they left before: after the first paint.
 * @example defineWidget({tag: 'nard-donate', ..., view: Donate, paint: loadingFirst(DONATE_LOAD)})
 */
export function loadingFirst(words: LoadWords) {
  return (view: VNode, mount: HTMLElement, _props: unknown, t: Translator, again: () => void): void => {
    if (mount.firstChild) render(view, mount);
    else {
      paintLoading(mount, words, t);
      afterPaint(again);
    }
  };
}

/** LoadStatus's loading view, drawn with DOM calls (load-status.test.tsx checks they draw the same). */
export function paintLoading(mount: HTMLElement, words: LoadWords, t: Translator): void {
  const section = document.createElement('section');
  section.setAttribute('aria-labelledby', 'title');
  const heading = section.appendChild(document.createElement('h2'));
  heading.id = 'title';
  heading.textContent = t(words.title);
  const line = section.appendChild(document.createElement('p'));
  line.className = 'muted';
  line.setAttribute('role', 'status');
  line.textContent = t(words.loading);
  mount.append(section);
}
