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

function shown(value: unknown): string {
  if (value === null || value === undefined) return '(nothing)';
  return JSON.stringify(value, null, 1);
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
            <Table
              stackOnPhones
              caption="Activity, newest first"
              columns={['When', 'Who', 'What', 'Before', 'After']}
            >
              {result.items.map((entry) => (
                <tr key={entry.id}>
                  <StackedCell label="When">{formatTime(entry.at)}</StackedCell>
                  <StackedCell label="Who">{entry.actor.email}</StackedCell>
                  <StackedCell label="What">{`${entry.action} ${entry.targetType} ${entry.targetId}`}</StackedCell>
                  <StackedCell label="Before">
                    <pre className={preClass()}>{shown(entry.before)}</pre>
                  </StackedCell>
                  <StackedCell label="After">
                    <pre className={preClass()}>{shown(entry.after)}</pre>
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

const preClass = () =>
  css`margin: 0; max-width: 28rem; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.85rem;`;
