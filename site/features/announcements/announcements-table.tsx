// The announcements table: No, Date, Title, and a button that shows the description below the row.
import {css} from 'goober';
import {Fragment, useState} from 'react';
import type {Announcement} from '../../../core/api/index.ts';
import {formatUsDate} from '../../../core/format/index.ts';
import {Button} from '../../ui/button.tsx';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';

export function AnnouncementsTable({announcements}: {announcements: Announcement[]}) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => {
    const next = new Set(openIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpenIds(next);
  };
  return (
    <Table caption="Announcements, newest first" captionHidden columns={['No', 'Date', 'Title', 'Details']}>
      {announcements.map((item, index) => {
        const open = openIds.has(item.id);
        const detailId = `announcement-${item.id}`;
        return (
          <Fragment key={item.id}>
            <tr>
              <StackedCell label="No">{index + 1}</StackedCell>
              <StackedCell label="Date" className={css`white-space: nowrap;`}>
                {formatUsDate(item.date)}
              </StackedCell>
              <StackedCell label="Title">{item.title}</StackedCell>
              <StackedCell label="Details">
                <Button
                  variant="quiet"
                  aria-expanded={open}
                  aria-controls={detailId}
                  onClick={() => toggle(item.id)}
                >
                  {open ? 'Hide' : 'Show'}
                  <span
                    className={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}
                  >
                    {' '}
                    details of {item.title}
                  </span>
                </Button>
              </StackedCell>
            </tr>
            <tr id={detailId} hidden={!open}>
              <td colSpan={4}>{item.description}</td>
            </tr>
          </Fragment>
        );
      })}
    </Table>
  );
}
