// What replaces the form after a successful send: a plain thank-you and the way to log in. It ships in the
// rules part (rules-part.ts), loaded before any send, and renders with the element's Preact.
import {useEffect, useRef} from 'preact/hooks';
import {WIDGET_WORDS} from '../../core/i18n/index.ts';
import {useT} from '../shared/language.ts';
import {siteUrl} from '../shared/script-origin.ts';
import {ToastRegion} from '../shared/toast-region.tsx';
import type {Toasts} from '../shared/toasts.tsx';

/** What the confirmation is drawn with. */
export type ConfirmationProps = {api: string; toasts: Toasts};

/** Moves focus to its heading, so keyboard and screen-reader users learn the form was sent. */
export function Confirmation({api, toasts}: ConfirmationProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section part="confirmation" aria-labelledby="done-title">
      <h2 id="done-title" ref={heading} tabIndex={-1}>
        {t(WIDGET_WORDS.thanksTitle)}
      </h2>
      <p>{t(WIDGET_WORDS.thanksText)}</p>
      <p>
        <a class="btn" part="login-link" href={siteUrl(api, '/log-in')} target="_blank" rel="noopener">
          {t(WIDGET_WORDS.logInOnSite)}
          <span class="sr-only"> {t(WIDGET_WORDS.newTab)}</span>
        </a>
      </p>
      <ToastRegion toasts={toasts} />
    </section>
  );
}
