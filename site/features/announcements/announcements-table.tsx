// The announcements table: No, Date, Title, and a button that shows the description below the row.
import {css} from 'goober';
import {Fragment, useState} from 'react';
import {
  ANNOUNCEMENT_COLUMNS,
  ANNOUNCEMENT_WORDS,
  announcementRows,
  announcementToggle,
} from '../../../core/announcements/index.ts';
import type {Announcement} from '../../../core/api/index.ts';
import {contentIn} from '../../../core/data/index.ts';
import {pageLanguageCode} from '../../lib/page-language.ts';
import {AnnouncementText} from '../../ui/announcement-text.tsx';
import {Button} from '../../ui/button.tsx';
import {InLanguage} from '../../ui/in-language.tsx';
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
    <Table caption={ANNOUNCEMENT_WORDS.caption} captionHidden columns={ANNOUNCEMENT_COLUMNS}>
      {announcementRows(announcements).map((item, index) => {
        const open = openIds.has(item.id);
        const shown = contentIn(announcements[index]!, pageLanguageCode());
        const words = announcementToggle(open, shown.title);
        const detailId = `announcement-${item.id}`;
        return (
          <Fragment key={item.id}>
            <tr>
              <StackedCell label={ANNOUNCEMENT_COLUMNS[0]!}>{item.number}</StackedCell>
              <StackedCell label={ANNOUNCEMENT_COLUMNS[1]!} className={css`white-space: nowrap;`}>
                {item.date}
              </StackedCell>
              <StackedCell label={ANNOUNCEMENT_COLUMNS[2]!}>
                <InLanguage lang={shown.lang}>{shown.title}</InLanguage>
              </StackedCell>
              <StackedCell label={ANNOUNCEMENT_COLUMNS[3]!}>
                <Button
                  variant="quiet"
                  aria-expanded={open}
                  aria-controls={detailId}
                  onClick={() => toggle(item.id)}
                >
                  {words.label}
                  <span
                    className={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}
                  >
                    {words.context}
                  </span>
                </Button>
              </StackedCell>
            </tr>
            <tr id={detailId} hidden={!open}>
              <td colSpan={4}>
                <InLanguage lang={shown.lang} block>
                  <AnnouncementText source={shown.text} />
                </InLanguage>
              </td>
            </tr>
          </Fragment>
        );
      })}
    </Table>
  );
}
