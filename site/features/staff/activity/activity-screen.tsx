// Activity: who changed what and when, for every write in the console, newest first.
import {css} from 'goober';
import {useState} from 'react';
import type {ActivityEntry} from '../../../../core/data/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {formatTime} from '../shared/format-time.ts';
import {Pager} from '../shared/pager.tsx';
import {Loaded} from '../shared/screen-parts.tsx';
import {getPage} from '../staff-api.ts';
import {changeLines} from './change-lines.ts';

const ACTIONS: Record<string, string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  cancel: 'Cancelled',
  role: 'Role changed',
};

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
  const [page, setPage] = useState(1);
  const {state, refetch} = useLoad(
    async (api, signal) =>
      dataOf(await getPage<ActivityEntry>(api, 'activity', {page: String(page), pageSize: '25'}, {signal})),
    [page],
  );
  return (
    <>
      <p>
        Every change made in the console or with the admin commands: who, when, and the record before and
        after.
      </p>
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading activity..."
        ready={(result) => (
          <>
            <Table caption="Activity, newest first" columns={['When', 'Who', 'What', 'Change']}>
              {result.items.map((entry) => (
                <tr key={entry.id}>
                  <StackedCell label="When">{formatTime(entry.at)}</StackedCell>
                  <StackedCell label="Who">{entry.actor.email}</StackedCell>
                  <StackedCell label="What">{`${ACTIONS[entry.action] ?? entry.action}: ${entry.targetType} ${entry.targetId}`}</StackedCell>
                  <StackedCell label="Change">
                    <Change before={entry.before} after={entry.after} />
                  </StackedCell>
                </tr>
              ))}
            </Table>
            <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} />
          </>
        )}
      />
    </>
  );
}

const listClass = () => css`margin: 0; padding-left: 1.1em; overflow-wrap: anywhere;`;
