// Messages: the contact form's inbox. Staff read each message and mark it handled (or waiting again).
import {css} from 'goober';
import {useState} from 'react';
import type {InboxMessage} from '../../../../core/data/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {SelectField} from '../../../ui/field.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {formatTime} from '../shared/format-time.ts';
import {DoneNote, ErrorNote} from '../shared/notes.tsx';
import {Pager} from '../shared/pager.tsx';
import {Loaded} from '../shared/screen-parts.tsx';
import {getPage, patchRow, type TableQuery} from '../staff-api.ts';

const SHOW = [
  {value: 'false', label: 'Waiting'},
  {value: 'true', label: 'Handled'},
];

/** The messages screen of the console. */
export default function MessagesScreen() {
  const [query, setQuery] = useState<TableQuery>({handled: 'false', page: '1', pageSize: '25'});
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await getPage<InboxMessage>(api, 'messages', query, {signal})),
    [query],
  );
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');

  async function mark(message: InboxMessage, handled: boolean) {
    setProblem('');
    const result = await patchRow(await loadApi(), 'messages', message.id, {handled});
    if (!result.success) return setProblem(result.message);
    setDone(
      `${handled ? 'Handled' : 'Waiting again'}: ${message.subject || `message from ${message.name}`}.`,
    );
    refetch();
  }

  return (
    <>
      <p>Messages sent with the Contact Us form. Mark each one handled when someone has answered it.</p>
      <div className={css`max-width: 320px;`}>
        <SelectField
          label="Show"
          options={SHOW}
          emptyLabel="All messages"
          value={query.handled ?? ''}
          onChange={(event) => setQuery({...query, handled: event.currentTarget.value, page: '1'})}
        />
      </div>
      <DoneNote text={done} />
      <ErrorNote text={problem} />
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading messages..."
        ready={(page) => (
          <>
            <Table
              caption="Messages, newest first"
              columns={['Received', 'From', 'Subject', 'Message', 'Status']}
            >
              {page.items.map((message) => (
                <tr key={message.id}>
                  <StackedCell label="Received">{formatTime(message.receivedAt)}</StackedCell>
                  <StackedCell label="From">
                    {message.name}
                    <br />
                    <a href={`mailto:${message.email}`}>{message.email}</a>
                  </StackedCell>
                  <StackedCell label="Subject">{message.subject || '(none)'}</StackedCell>
                  <StackedCell label="Message">
                    <span className={css`white-space: pre-line;`}>{message.message}</span>
                  </StackedCell>
                  <StackedCell label="Status">
                    <p className={css`margin: 0 0 8px;`}>
                      {message.handledAt ? `Handled ${formatTime(message.handledAt)}` : 'Waiting'}
                    </p>
                    <Button
                      variant="secondary"
                      onClick={() => void mark(message, !message.handledAt)}
                      aria-label={`${message.handledAt ? 'Mark as waiting' : 'Mark handled'}: message from ${message.name}`}
                    >
                      {message.handledAt ? 'Mark as waiting' : 'Mark handled'}
                    </Button>
                  </StackedCell>
                </tr>
              ))}
            </Table>
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              onPage={(next) => setQuery({...query, page: String(next)})}
            />
          </>
        )}
      />
    </>
  );
}
