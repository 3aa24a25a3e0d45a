// What a data element shows before its data arrives, or when it cannot arrive. The heading paints at
// once, so the element takes its place on the page before the API answers.

type Props = {title: string; status: 'loading' | 'error'; loading: string; failed: string; message?: string};

/** The element's heading, then a polite loading line or the failure in an alert the reader cannot miss. */
export function LoadStatus({title, status, loading, failed, message}: Props) {
  return (
    <section aria-labelledby="title">
      <h2 id="title">{title}</h2>
      {status === 'loading' ? (
        <p class="muted" role="status">
          {loading}
        </p>
      ) : (
        <p class="notice" role="alert" part="notice">
          {failed} {message}
        </p>
      )}
    </section>
  );
}
