// What replaces the form after a successful send: a plain thank-you and the way to log in. Its words come
// with the rules part (rules-part.ts), loaded before any send, so the first paint does not carry them.
import {useEffect, useRef} from 'preact/hooks';
import {WIDGET_WORDS} from '../../core/i18n/index.ts';
import {useT} from '../shared/language.ts';
import {siteUrl} from '../shared/script-origin.ts';
import {ToastRegion, type Toasts} from '../shared/toasts.tsx';
import type {ConfirmationWords} from './rules-part.ts';

/** Moves focus to its heading, so keyboard and screen-reader users learn the form was sent. */
export function Confirmation({api, toasts, words}: {api: string; toasts: Toasts; words: ConfirmationWords}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section part="confirmation" aria-labelledby="done-title">
      <h2 id="done-title" ref={heading} tabIndex={-1}>
        {t(words.title)}
      </h2>
      <p>{t(words.text)}</p>
      <p>
        <a class="btn" part="login-link" href={siteUrl(api, '/log-in')} target="_blank" rel="noopener">
          {t(words.logIn)}
          <span class="sr-only"> {t(WIDGET_WORDS.newTab)}</span>
        </a>
      </p>
      <ToastRegion toasts={toasts} />
    </section>
  );
}
