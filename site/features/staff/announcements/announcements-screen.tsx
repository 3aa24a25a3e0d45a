// Announcements: the list staff publish to /announcements, with New, Edit, Preview and Delete.
import type {Announcement} from '../../../../core/api/index.ts';

import {dataOf} from '../../../lib/data-of.ts';
import {formatDate} from '../shared/format-time.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import {listRecords, removeRecord} from '../staff-api.ts';
import {AnnouncementForm} from './announcement-form.tsx';
import {AnnouncementPreview} from './announcement-preview.tsx';

/** The announcements screen of the console. */
export default function AnnouncementsScreen() {
  return (
    <RecordScreen<Announcement>
      intro="Announcements show on the Announcements page and in partners' announcement widgets, newest first."
      load={async (api, _query, signal) =>
        dataOf(await listRecords<Announcement>(api, 'announcements', {signal})).list
      }
      loading="Loading announcements..."
      empty="There are no announcements yet."
      caption="Announcements, newest first"
      rowKey={(item) => item.id}
      columns={[
        {heading: 'Date', cell: (item) => formatDate(item.date)},
        {heading: 'Title', cell: (item) => item.title},
        {heading: 'Home pop-up', cell: (item) => (item.popup ? 'Shown' : '-')},
      ]}
      tools={[
        {
          label: 'New announcement',
          dialog: (_query, host) => (
            <AnnouncementForm announcement={null} onClose={host.close} onSaved={host.finish} />
          ),
        },
      ]}
      actions={{
        buttons: [
          {
            label: 'Edit',
            name: (item) => `Edit ${item.title}`,
            dialog: (item, host) => (
              <AnnouncementForm announcement={item} onClose={host.close} onSaved={host.finish} />
            ),
          },
          {
            label: 'Preview',
            name: (item) => `Preview ${item.title}`,
            dialog: (item, host) => <AnnouncementPreview announcement={item} onClose={host.close} />,
          },
          {
            label: 'Delete',
            name: (item) => `Delete ${item.title}`,
            variant: 'quiet',
            confirm: {
              title: 'Delete this announcement?',
              confirmLabel: 'Delete announcement',
              says: (item) =>
                `"${item.title}" (${formatDate(item.date)}) will be removed from the Announcements page and from partners' widgets. This cannot be undone.`,
              send: (api, item) => removeRecord(api, 'announcements', item.id),
              done: (item) => `Deleted: ${item.title}.`,
            },
          },
        ],
      }}
    />
  );
}
