// Activity: who changed what and when, for every write in the console, newest first.
import {css} from 'goober';
import type {ActivityEntry} from '../../../../core/staff/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {formatTime} from '../shared/format-time.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import {getPage} from '../staff-api.ts';
import {activitySentence} from './activity-sentence.ts';
import {changeLines} from './change-lines.ts';

function Change({before, after}: {before: unknown; after: unknown}) {
  const lines = changeLines(before, after);
  if (lines.length === 0) return <>No field changed.</>;
  return (
    <ul className={listClass()}>
      {lines.map((line) => (
        <li key={line.field}>
          <strong>{`${line.field}: `}</strong>
          {line.before === null
            ? line.after
            : line.after === null
              ? line.before
              : `${line.before} → ${line.after}`}
        </li>
      ))}
    </ul>
  );
}

/** The activity screen of the console. */
export default function ActivityScreen() {
  return (
    <RecordScreen<ActivityEntry>
      intro="Every change made in the console or with the admin commands: who, when, and the record before and after."
      query={{page: '1', pageSize: '25'}}
      load={async (api, query, signal) =>
        dataOf(await getPage<ActivityEntry>(api, 'activity', query, {signal}))
      }
      loading="Loading activity..."
      caption="Activity, newest first"
      rowKey={(entry) => entry.id}
      columns={[
        {heading: 'When', cell: (entry) => formatTime(entry.at)},
        {heading: 'What happened', cell: activitySentence, wide: true},
        {
          heading: 'Before and after',
          cell: (entry) => <Change before={entry.before} after={entry.after} />,
          wide: true,
        },
      ]}
    />
  );
}

const listClass = () => css`margin: 0; padding-left: 1.1em; overflow-wrap: anywhere;`;
