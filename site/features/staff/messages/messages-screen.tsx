// Messages: the contact form's inbox. Staff read each message and mark it handled (or waiting again).
import {css} from 'goober';
import type {InboxMessage} from '../../../../core/staff/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {SelectField} from '../../../ui/field.tsx';
import {formatTime} from '../shared/format-time.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import {getPage, patchRow} from '../staff-api.ts';

const SHOW = [
  {value: 'false', label: 'Waiting'},
  {value: 'true', label: 'Handled'},
];

const markLabel = (message: InboxMessage) => (message.handledAt ? 'Mark as waiting' : 'Mark handled');

/** The messages screen of the console. */
export default function MessagesScreen() {
  return (
    <RecordScreen<InboxMessage>
      intro="Messages sent with the Contact Us form. Mark each one handled when someone has answered it."
      query={{handled: 'false', page: '1', pageSize: '25'}}
      load={async (api, query, signal) =>
        dataOf(await getPage<InboxMessage>(api, 'messages', query, {signal}))
      }
      loading="Loading messages..."
      caption="Messages, newest first"
      rowKey={(message) => message.id}
      controls={(host) => (
        <div className={css`max-width: 320px;`}>
          <SelectField
            label="Show"
            options={SHOW}
            emptyLabel="All messages"
            value={host.query.handled ?? ''}
            onChange={(event) =>
              host.setQuery({...host.query, handled: event.currentTarget.value, page: '1'})
            }
          />
        </div>
      )}
      columns={[
        {heading: 'Received', cell: (message) => formatTime(message.receivedAt)},
        {
          heading: 'From',
          cell: (message) => (
            <>
              {message.name}
              <br />
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </>
          ),
        },
        {heading: 'Subject', cell: (message) => message.subject || '(none)'},
        {
          heading: 'Message',
          cell: (message) => <span className={css`white-space: pre-line;`}>{message.message}</span>,
        },
      ]}
      actions={{
        heading: 'Status',
        note: (message) => (message.handledAt ? `Handled ${formatTime(message.handledAt)}` : 'Waiting'),
        buttons: [
          {
            label: markLabel,
            name: (message) => `${markLabel(message)}: message from ${message.name}`,
            run: (api, message) => patchRow(api, 'messages', message.id, {handled: !message.handledAt}),
            done: (message) =>
              `${message.handledAt ? 'Waiting again' : 'Handled'}: ${message.subject || `message from ${message.name}`}.`,
          },
        ],
      }}
    />
  );
}
