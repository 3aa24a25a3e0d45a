// The announcement as the public /announcements table shows it (No, Date, Title, details open), so staff
// see the words in place before and after publishing.
import type {Announcement} from '../../../../core/api/index.ts';
import {formatUsDate} from '../../../../core/format/index.ts';
import {AnnouncementText} from '../../../ui/announcement-text.tsx';
import {Button} from '../../../ui/button.tsx';
import {Dialog} from '../../../ui/dialog.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';

/** A dialog with the public row; the description shows as it does when a visitor presses Show. */
export function AnnouncementPreview({
  announcement,
  onClose,
}: {
  announcement: Announcement;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="Preview" actions={<Button onClick={onClose}>Close preview</Button>}>
      <p>This is how visitors see it on the Announcements page.</p>
      <Table caption="Announcements, newest first" captionHidden columns={['No', 'Date', 'Title']}>
        <tr>
          <StackedCell label="No">1</StackedCell>
          <StackedCell label="Date">{formatUsDate(announcement.date)}</StackedCell>
          <StackedCell label="Title">{announcement.title}</StackedCell>
        </tr>
        <tr>
          <td colSpan={3}>
            <AnnouncementText source={announcement.description} />
          </td>
        </tr>
      </Table>
    </Dialog>
  );
}
