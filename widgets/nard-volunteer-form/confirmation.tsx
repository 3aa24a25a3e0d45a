// What replaces the form after a successful send: a plain thank-you and the way to log in.
import {useEffect, useRef} from 'preact/hooks';
import {FOUNDATION} from '../../core/data/index.ts';
import {siteUrl} from '../shared/script-origin.ts';
import {ToastRegion, type Toasts} from '../shared/toasts.tsx';

/** Moves focus to its heading, so keyboard and screen-reader users learn the form was sent. */
export function Confirmation({api, toasts}: {api: string; toasts: Toasts}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section part="confirmation" aria-labelledby="done-title">
      <h2 id="done-title" ref={heading} tabIndex={-1}>
        Thank you for applying
      </h2>
      <p>
        {FOUNDATION.shortName} has your details and will contact you soon. You can log in now with the e-mail
        and password you chose.
      </p>
      <p>
        <a class="btn" part="login-link" href={siteUrl(api, '/log-in')} target="_blank" rel="noopener">
          Log in on the {FOUNDATION.shortName} website<span class="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <ToastRegion toasts={toasts} />
    </section>
  );
}
