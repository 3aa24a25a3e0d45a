// <nard-announcements>: the site's announcements table (No, Date, Title, Show / Hide), newest first; on a
// narrow element each row is a labelled block. Words, columns and rows are core's, as on the site.
import {type ComponentChildren, Fragment} from 'preact';
import {useState} from 'preact/hooks';
import {
  ANNOUNCEMENT_COLUMNS,
  ANNOUNCEMENT_WORDS,
  type AnnouncementRow,
  announcementRows,
  announcementToggle,
} from '../../core/announcements/index.ts';
import type {Announcement} from '../../core/data/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {LoadStatus} from '../shared/load-status.tsx';
import {useApiData} from '../shared/use-api-data.ts';
import {AnnouncementText} from './announcement-text.tsx';

/** Reads `limit`: a whole number above 0, or no limit. */
export function parseLimit(attribute: string | null | undefined): number | undefined {
  const limit = Number.parseInt(attribute ?? '', 10);
  return limit > 0 ? limit : undefined;
}

function Cell({column, children}: {column: number; children: ComponentChildren}) {
  return (
    <td class={column === 1 ? 'date' : undefined}>
      <span aria-hidden="true" data-cell-label="">
        {ANNOUNCEMENT_COLUMNS[column]}
      </span>
      <span>{children}</span>
    </td>
  );
}

function Row({row, open, onToggle}: {row: AnnouncementRow; open: boolean; onToggle: () => void}) {
  const toggle = announcementToggle(open, row.title);
  const detailId = `announcement-${row.id}`;
  return (
    <Fragment>
      <tr>
        <Cell column={0}>{row.number}</Cell>
        <Cell column={1}>{row.date}</Cell>
        <Cell column={2}>{row.title}</Cell>
        <Cell column={3}>
          <button
            type="button"
            class="quiet"
            part="toggle"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={onToggle}
          >
            {toggle.label}
            <span class="sr-only">{toggle.context}</span>
          </button>
        </Cell>
      </tr>
      <tr id={detailId} hidden={!open}>
        <td colSpan={ANNOUNCEMENT_COLUMNS.length}>
          <AnnouncementText source={row.description} />
        </td>
      </tr>
    </Fragment>
  );
}

/** The element's view. */
export function Announcements(props: WidgetProps) {
  const data = useApiData<[{announcements: Announcement[]}]>(props, 'nard-announcements', ['/announcements']);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (data.status !== 'ready')
    return (
      <LoadStatus
        title={ANNOUNCEMENT_WORDS.title}
        status={data.status}
        loading={ANNOUNCEMENT_WORDS.loading}
        failed={ANNOUNCEMENT_WORDS.failed}
        message={data.status === 'error' ? data.message : ''}
      />
    );
  const rows = announcementRows(data.answers[0].announcements, parseLimit(props.attrs.limit));
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="title">
      <h2 id="title">{ANNOUNCEMENT_WORDS.title}</h2>
      {rows.length === 0 ? (
        <p>{ANNOUNCEMENT_WORDS.empty}</p>
      ) : (
        <table class="stack" part="table">
          <caption class="sr-only">{ANNOUNCEMENT_WORDS.caption}</caption>
          <thead>
            <tr>
              {ANNOUNCEMENT_COLUMNS.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.id} row={row} open={open.has(row.id)} onToggle={() => toggle(row.id)} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
