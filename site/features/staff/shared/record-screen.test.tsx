import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, expect, it, vi} from 'vitest';
import type {Api, ApiResult} from '../../../../core/api/index.ts';
import type {Page} from '../../../../core/staff/index.ts';
import {Button} from '../../../ui/button.tsx';
import {RecordScreen, type RecordScreenProps} from './record-screen.tsx';

vi.mock('../../../lib/load-api.ts', () => ({loadApi: async () => ({}) as Api}));

type Note = {id: string; title: string};
const OK: ApiResult<unknown> = {success: true, statusCode: 200};

afterEach(cleanup);

function notesScreen(notes: Note[], props: Partial<RecordScreenProps<Note>> = {}) {
  const load = vi.fn(async () => notes);
  const send = vi.fn(async () => OK);
  render(
    <RecordScreen<Note>
      intro="Notes for staff."
      load={load}
      loading="Loading notes..."
      empty="No notes yet."
      caption="Notes"
      rowKey={(note) => note.id}
      columns={[{heading: 'Title', cell: (note) => note.title}]}
      tools={[
        {
          label: 'New note',
          dialog: (_query, host) => <Button onClick={() => host.finish('Saved.')}>Save</Button>,
        },
      ]}
      actions={{
        buttons: [
          {
            label: 'Delete',
            name: (note) => `Delete ${note.title}`,
            confirm: {
              title: 'Delete this note?',
              confirmLabel: 'Delete note',
              says: (note) => `"${note.title}" goes.`,
              send,
              done: (note) => `Deleted: ${note.title}.`,
            },
          },
        ],
      }}
      {...props}
    />,
  );
  return {load, send};
}

it('says it is loading, then shows the rows with their phone labels and named buttons', async () => {
  notesScreen([{id: '1', title: 'Compost'}]);
  expect(screen.getByRole('status').textContent).toBe('Loading notes...');
  await screen.findByRole('table', {name: 'Notes'});
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Actions']);
  expect(screen.getByRole('cell', {name: 'Compost'}).querySelector('[data-cell-label]')?.textContent).toBe(
    'Title',
  );
  expect(screen.getByRole('button', {name: 'Delete Compost'}).textContent).toBe('Delete');
});

it('says so when there are no rows', async () => {
  notesScreen([]);
  expect(await screen.findByText('No notes yet.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

it('opens a toolbar dialog; finishing it closes it, says what was done and reloads', async () => {
  const {load} = notesScreen([]);
  fireEvent.click(screen.getByRole('button', {name: 'New note'}));
  fireEvent.click(screen.getByRole('button', {name: 'Save'}));
  expect(screen.queryByRole('button', {name: 'Save'})).toBeNull();
  expect(screen.getByText('Saved.')).toBeTruthy();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
});

it('asks before deleting, naming the record; Cancel keeps it, confirming reloads and says so', async () => {
  const {load, send} = notesScreen([{id: '1', title: 'Compost'}]);
  fireEvent.click(await screen.findByRole('button', {name: 'Delete Compost'}));
  expect(screen.getByText('"Compost" goes.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', {name: 'Cancel'}));
  expect(screen.queryByText('"Compost" goes.')).toBeNull();
  expect(send).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', {name: 'Delete Compost'}));
  await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Delete note'})));
  expect(send).toHaveBeenCalledWith({}, {id: '1', title: 'Compost'});
  expect(screen.getByText('Deleted: Compost.')).toBeTruthy();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
});

it('shows a refused change as an alert and keeps the rows', async () => {
  const refused: ApiResult<unknown> = {success: false, statusCode: 403, message: 'Not yours.'};
  notesScreen([{id: '1', title: 'Compost'}], {
    actions: {
      buttons: [{label: 'Mark', name: (n) => `Mark ${n.title}`, run: async () => refused, done: () => ''}],
    },
  });
  fireEvent.click(await screen.findByRole('button', {name: 'Mark Compost'}));
  expect((await screen.findByText('Not yours.')).getAttribute('role')).toBe('alert');
  expect(screen.getByRole('cell', {name: 'Compost'})).toBeTruthy();
});

it('pages and sorts on the server: the pager and sort buttons change the query', async () => {
  const page: Page<Note> = {items: [{id: '1', title: 'Compost'}], page: 1, pageSize: 1, total: 2};
  const load = vi.fn(async () => page);
  notesScreen([], {
    load,
    query: {sort: 'title', order: 'asc', page: '1'},
    columns: [{heading: 'Title', sort: 'title', cell: (note) => note.title}],
  });
  fireEvent.click(await screen.findByRole('button', {name: 'Next page'}));
  await waitFor(() =>
    expect(load).toHaveBeenLastCalledWith({}, expect.objectContaining({page: '2'}), expect.anything()),
  );
  fireEvent.click(await screen.findByRole('button', {name: /^Title.*sorted ascending/}));
  await waitFor(() =>
    expect(load).toHaveBeenLastCalledWith({}, {sort: 'title', order: 'desc', page: '1'}, expect.anything()),
  );
});

it('keeps focus on a button whose label changes with the change it made', async () => {
  const load = vi
    .fn<() => Promise<Note[]>>()
    .mockResolvedValueOnce([{id: '1', title: 'Waiting'}])
    .mockResolvedValue([{id: '1', title: 'Handled'}]);
  notesScreen([], {
    load,
    actions: {
      buttons: [
        {
          label: (n) => `Mark ${n.title}`,
          name: (n) => `Mark ${n.title}`,
          run: async () => OK,
          done: () => 'Done.',
        },
      ],
    },
  });
  const button = await screen.findByRole('button', {name: 'Mark Waiting'});
  button.focus();
  fireEvent.click(button);
  await screen.findByRole('button', {name: 'Mark Handled'});
  expect(screen.getByRole('button', {name: 'Mark Handled'})).toBe(button);
  expect(document.activeElement).toBe(button);
});
