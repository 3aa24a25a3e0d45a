// What a data element shows before its data arrives, or when it cannot arrive. The heading paints at
// once, so the element takes its place on the page before the API answers. The API's message is core's
// English (or the server's answer in the element's language), translated here like every shared text.
import {useT} from './language.ts';

type Props = {title: string; status: 'loading' | 'error'; loading: string; failed: string; message?: string};

/** The element's heading, then a polite loading line or the failure in an alert the reader cannot miss. */
export function LoadStatus({title, status, loading, failed, message = ''}: Props) {
  const t = useT();
  return (
    <section aria-labelledby="title">
      <h2 id="title">{title}</h2>
      {status === 'loading' ? (
        <p class="muted" role="status">
          {loading}
        </p>
      ) : (
        <p class="notice" role="alert" part="notice">
          {failed} {t(message)}
        </p>
      )}
    </section>
  );
}
