// <nard-announcements>: the foundation's announcements, newest first, each description behind a toggle.

import {useState} from 'preact/hooks';
import type {Announcement} from '../../core/data/index.ts';
import {formatUsDate} from '../../core/format/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {LoadStatus} from '../shared/load-status.tsx';
import {useApiData} from '../shared/use-api-data.ts';

/** Reads `limit`: a whole number above 0, or no limit. */
export function parseLimit(attribute: string | null | undefined): number | undefined {
  const limit = Number.parseInt(attribute ?? '', 10);
  return limit > 0 ? limit : undefined;
}

/** The element's view. */
export function Announcements(props: WidgetProps) {
  const data = useApiData<[{announcements: Announcement[]}]>(props, 'nard-announcements', ['/announcements']);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (data.status !== 'ready')
    return (
      <LoadStatus
        title="Announcements"
        status={data.status}
        what="announcements"
        message={data.status === 'error' ? data.message : ''}
      />
    );
  const items = data.answers[0].announcements.slice(0, parseLimit(props.attrs.limit));
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="title">
      <h2 id="title">Announcements</h2>
      {items.length === 0 ? <p>There are no announcements right now.</p> : null}
      <ol class="list" part="list">
        {items.map((item) => {
          const id = String(item.id);
          const expanded = open.has(id);
          return (
            <li key={id} class="item" part="item">
              <h3>
                <button
                  type="button"
                  class="toggle"
                  part="toggle"
                  aria-expanded={expanded}
                  aria-controls={`text-${id}`}
                  onClick={() => toggle(id)}
                >
                  <span class="title">{item.title}</span>
                  <span class="date">{formatUsDate(item.date)}</span>
                </button>
              </h3>
              <p id={`text-${id}`} class="text" hidden={!expanded}>
                {item.description}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
