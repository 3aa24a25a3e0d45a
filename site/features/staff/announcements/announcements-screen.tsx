// Announcements: the list staff publish to /announcements, with New, Edit, Preview and Delete.
import {useRef} from 'react';
import type {Announcement} from '../../../../core/api/index.ts';
import {formatUsDate} from '../../../../core/format/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button, buttonClass} from '../../../ui/button.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {ConfirmDialog} from '../shared/confirm-dialog.tsx';
import {focusAfterRemoval} from '../shared/focus-after-removal.ts';
import {DoneNote} from '../shared/notes.tsx';
import {Loaded, RowActions, Toolbar} from '../shared/screen-parts.tsx';
import {useScreen} from '../shared/use-screen.ts';
import {listRecords, removeRecord} from '../staff-api.ts';
import {AnnouncementForm} from './announcement-form.tsx';
import {AnnouncementPreview} from './announcement-preview.tsx';

type Open =
  | {kind: 'edit'; item: Announcement | null}
  | {kind: 'preview' | 'delete'; item: Announcement}
  | null;

/** The announcements screen of the console. */
export default function AnnouncementsScreen() {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await listRecords<Announcement>(api, 'announcements', {signal})).list,
    [],
  );
  const {open, setOpen, done, finish} = useScreen<Open>(refetch);
  const newButton = useRef<HTMLButtonElement>(null);

  return (
    <>
      <p>Announcements show on the Announcements page and in partners' announcement widgets, newest first.</p>
      <Toolbar>
        <button
          ref={newButton}
          type="button"
          className={buttonClass()}
          onClick={() => setOpen({kind: 'edit', item: null})}
        >
          New announcement
        </button>
      </Toolbar>
      <DoneNote text={done} />
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading announcements..."
        ready={(list) =>
          list.length === 0 ? (
            <p>There are no announcements yet.</p>
          ) : (
            <Table caption="Announcements, newest first" columns={['Date', 'Title', 'Actions']}>
              {list.map((item) => (
                <tr key={item.id}>
                  <StackedCell label="Date">{formatUsDate(item.date)}</StackedCell>
                  <StackedCell label="Title">{item.title}</StackedCell>
                  <StackedCell label="Actions">
                    <RowActions>
                      <Button
                        variant="secondary"
                        onClick={() => setOpen({kind: 'edit', item})}
                        aria-label={`Edit ${item.title}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => setOpen({kind: 'preview', item})}
                        aria-label={`Preview ${item.title}`}
                      >
                        Preview
                      </Button>
                      <Button
                        variant="quiet"
                        onClick={() => setOpen({kind: 'delete', item})}
                        aria-label={`Delete ${item.title}`}
                      >
                        Delete
                      </Button>
                    </RowActions>
                  </StackedCell>
                </tr>
              ))}
            </Table>
          )
        }
      />
      {open?.kind === 'edit' && (
        <AnnouncementForm
          key={open.item?.id ?? 'new'}
          announcement={open.item}
          onClose={() => setOpen(null)}
          onSaved={finish}
        />
      )}
      {open?.kind === 'preview' && (
        <AnnouncementPreview announcement={open.item} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete this announcement?"
          confirmLabel="Delete announcement"
          onConfirm={async () => removeRecord(await loadApi(), 'announcements', open.item.id)}
          onClose={(deleted) => {
            if (!deleted) return setOpen(null);
            finish(`Deleted: ${open.item.title}.`);
            focusAfterRemoval(() => newButton.current);
          }}
        >
          <p>
            {`"${open.item.title}" (${formatUsDate(open.item.date)}) will be removed from the Announcements page and from partners' widgets. This cannot be undone.`}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
