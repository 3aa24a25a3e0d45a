// The announcements table: No, Date, Title, and a button that shows the description below the row, in the
// page's language (core/announcements' rows, shared with the widget).
import {css} from 'goober';
import {Fragment, useState} from 'react';
import {announcementRows} from '../../../core/announcements/index.ts';
import type {Announcement} from '../../../core/api/index.ts';
import {announcementsBook} from '../../../core/i18n/index.ts';
import {pageLanguageCode, pageWords} from '../../lib/page-language.ts';
import {richText} from '../../lib/rich-text.tsx';
import {AnnouncementText} from '../../ui/announcement-text.tsx';
import {Button} from '../../ui/button.tsx';
import {InLanguage} from '../../ui/in-language.tsx';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';

const hiddenClass = () =>
  css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`;

export function AnnouncementsTable({announcements}: {announcements: Announcement[]}) {
  const words = pageWords(announcementsBook);
  const columns = [
    words('columnNumber'),
    words('columnDate'),
    words('columnTitle'),
    words('columnDetails'),
  ] as const;
  const language = pageLanguageCode();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => {
    const next = new Set(openIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpenIds(next);
  };
  return (
    <Table caption={words('caption')} captionHidden columns={columns}>
      {announcementRows(announcements, language).map((item) => {
        const open = openIds.has(item.id);
        const detailId = `announcement-${item.id}`;
        return (
          <Fragment key={item.id}>
            <tr>
              <StackedCell label={columns[0]}>{item.number}</StackedCell>
              <StackedCell label={columns[1]} className={css`white-space: nowrap;`}>
                {item.date}
              </StackedCell>
              <StackedCell label={columns[2]}>
                <InLanguage lang={item.lang}>{item.title}</InLanguage>
              </StackedCell>
              <StackedCell label={columns[3]}>
                <Button
                  variant="quiet"
                  aria-expanded={open}
                  aria-controls={detailId}
                  onClick={() => toggle(item.id)}
                >
                  {richText(
                    words,
                    open ? 'hideDetails' : 'showDetails',
                    {hidden: (text) => <span className={hiddenClass()}>{text}</span>},
                    {title: item.title},
                  )}
                </Button>
              </StackedCell>
            </tr>
            <tr id={detailId} hidden={!open}>
              <td colSpan={4}>
                <InLanguage lang={item.lang} block>
                  <AnnouncementText source={item.description} />
                </InLanguage>
              </td>
            </tr>
          </Fragment>
        );
      })}
    </Table>
  );
}
