// <nard-announcements>: the site's announcements table (No, Date, Title, Show / Hide), newest first; on a
// narrow element each row is a labelled block. Rows are core's, as on the site, in the element's language
// (the staff's translation, or the English marked as English); every word goes through its translator.
import {type ComponentChildren, Fragment} from 'preact';
import {useState} from 'preact/hooks';
import {
  ANNOUNCEMENT_COLUMNS,
  ANNOUNCEMENT_WORDS,
  type AnnouncementRow,
  announcementRows,
} from '../../core/announcements/index.ts';
import {type Language, WIDGET_WORDS} from '../../core/i18n/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {fill, useT} from '../shared/language.ts';
import {LoadStatus, type LoadWords} from '../shared/load-status.tsx';
import {useApiData} from '../shared/use-api-data.ts';
import {AnnouncementText} from './announcement-text.tsx';

/** The element's loading and failure lines (index.ts paints the loading one first). */
export const ANNOUNCEMENTS_LOAD: LoadWords = {
  title: ANNOUNCEMENT_WORDS.title,
  loading: ANNOUNCEMENT_WORDS.loading,
  failed: WIDGET_WORDS.loadFailed,
};

/** Reads `limit`: a whole number above 0, or no limit. */
export function parseLimit(attribute: string | null | undefined): number | undefined {
  const limit = Number.parseInt(attribute ?? '', 10);
  return limit > 0 ? limit : undefined;
}

function Cell({column, lang, children}: {column: number; lang?: string; children: ComponentChildren}) {
  const t = useT();
  return (
    <td class={column === 1 ? 'date' : undefined}>
      <span aria-hidden="true" data-cell-label="">
        {t(ANNOUNCEMENT_COLUMNS[column]!)}
      </span>
      <span lang={lang}>{children}</span>
    </td>
  );
}

type RowProps = {row: AnnouncementRow; language: Language; open: boolean; onToggle: () => void};

function Row({row, language, open, onToggle}: RowProps) {
  const t = useT();
  const detailId = `announcement-${row.id}`;
  // Staff content not yet in the element's language is English, and says so to screen readers.
  const lang = row.lang === language ? undefined : 'en';
  return (
    <Fragment>
      <tr>
        <Cell column={0}>{row.number}</Cell>
        <Cell column={1}>{row.date}</Cell>
        <Cell column={2} lang={lang}>
          {row.title}
        </Cell>
        <Cell column={3}>
          {/* The visible word, then which announcement for screen readers, as on the site. */}
          <button
            type="button"
            class="quiet"
            part="toggle"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={onToggle}
          >
            {t(open ? WIDGET_WORDS.hide : WIDGET_WORDS.show)}
            <span class="sr-only"> {fill(t(WIDGET_WORDS.detailsOf), {title: row.title})}</span>
          </button>
        </Cell>
      </tr>
      <tr id={detailId} hidden={!open}>
        <td colSpan={ANNOUNCEMENT_COLUMNS.length} lang={lang}>
          <AnnouncementText source={row.description} />
        </td>
      </tr>
    </Fragment>
  );
}

/** The element's view. */
export function Announcements(props: WidgetProps) {
  const t = useT();
  const data = useApiData(props, 'nard-announcements', ['/announcements']);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (data.status !== 'ready')
    return (
      <LoadStatus
        words={ANNOUNCEMENTS_LOAD}
        status={data.status}
        message={data.status === 'error' ? data.message : ''}
      />
    );
  const rows = announcementRows(data.answers[0].announcements, props.language, parseLimit(props.attrs.limit));
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="title">
      <h2 id="title">{t(ANNOUNCEMENT_WORDS.title)}</h2>
      {rows.length === 0 ? (
        <p>{t(ANNOUNCEMENT_WORDS.empty)}</p>
      ) : (
        <table class="stack" part="table">
          <caption class="sr-only">{t(ANNOUNCEMENT_WORDS.caption)}</caption>
          <thead>
            <tr>
              {ANNOUNCEMENT_COLUMNS.map((label) => (
                <th key={label} scope="col">
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row
                key={row.id}
                row={row}
                language={props.language}
                open={open.has(row.id)}
                onToggle={() => toggle(row.id)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
