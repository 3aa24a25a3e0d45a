// People (administrators): every account and its role. A role change works on the person's next request.
import {css} from 'goober';
import {useAtomValue} from 'jotai/react';
import {useState} from 'react';
import {authAtom} from '../../../../core/atoms/index.ts';
import type {AccountSummary} from '../../../../core/data/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {TextField} from '../../../ui/field.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {formatTime} from '../shared/format-time.ts';
import {Pager} from '../shared/pager.tsx';
import {Loaded} from '../shared/screen-parts.tsx';
import {getPage, type TableQuery} from '../staff-api.ts';
import {RoleChange} from './role-change.tsx';

/** The people screen of the console. */
export default function PeopleScreen() {
  const me = useAtomValue(authAtom).user;
  const [query, setQuery] = useState<TableQuery>({search: '', page: '1', pageSize: '25'});
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await getPage<AccountSummary>(api, 'accounts', query, {signal})),
    [query],
  );
  return (
    <>
      <p>
        Everyone with an account. Staff can use this console; administrators can also change roles and partner
        sites.
      </p>
      <div className={css`max-width: 420px;`}>
        <TextField
          label="Find by name or e-mail"
          type="search"
          value={query.search ?? ''}
          onChange={(event) => setQuery({...query, search: event.currentTarget.value, page: '1'})}
        />
      </div>
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading accounts..."
        ready={(page) => (
          <>
            <Table caption="Accounts, newest first" columns={['Name', 'E-mail', 'Signed up', 'Role']}>
              {page.items.map((account) => (
                <tr key={account.id}>
                  <StackedCell label="Name">{account.fullName}</StackedCell>
                  <StackedCell label="E-mail">{account.email}</StackedCell>
                  <StackedCell label="Signed up">{formatTime(account.createdAt)}</StackedCell>
                  <StackedCell label="Role">
                    <RoleChange
                      key={`${account.id}:${account.role}`}
                      account={account}
                      own={account.id === me?.id}
                      onChanged={refetch}
                    />
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
