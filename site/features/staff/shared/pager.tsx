// Previous / Next for a table the server pages, with "Rows 26-50 of 312" said politely on each change.
import {css} from 'goober';
import {Button} from '../../../ui/button.tsx';

export type PagerProps = {page: number; pageSize: number; total: number; onPage: (page: number) => void};

/** The paging row under a server-paged table. */
export function Pager({page, pageSize, total, onPage}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages"
      className={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 16px;`}
    >
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <p role="status" className={css`margin: 0;`}>
        {total === 0 ? 'No rows' : `Rows ${first}-${last} of ${total} (page ${page} of ${pages})`}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
