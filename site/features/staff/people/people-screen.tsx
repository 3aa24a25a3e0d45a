// People (administrators): every account and its role. A role change signs the person out everywhere;
// the new role applies from their next log-in.
import {css} from 'goober';
import {useAtomValue} from 'jotai/react';
import {authAtom} from '../../../../core/atoms/index.ts';
import {downloadFile} from '../../../../core/contributions/index.ts';
import type {AccountSummary} from '../../../../core/staff/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {TextField} from '../../../ui/field.tsx';
import {formatTime} from '../shared/format-time.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import {getPage} from '../staff-api.ts';
import {RoleChange} from './role-change.tsx';

/** The people screen of the console. */
export default function PeopleScreen() {
  const me = useAtomValue(authAtom).user;
  return (
    <RecordScreen<AccountSummary>
      intro="Everyone with an account. Staff can use this console; administrators can also change roles and partner sites, and carry out a person's written request to see or delete their data."
      query={{search: '', page: '1', pageSize: '25'}}
      load={async (api, query, signal) =>
        dataOf(await getPage<AccountSummary>(api, 'accounts', query, {signal}))
      }
      loading="Loading accounts..."
      caption="Accounts, newest first"
      rowKey={(account) => account.id}
      controls={(host) => (
        <div className={css`max-width: 420px;`}>
          <TextField
            label="Find by name or e-mail"
            type="search"
            value={host.query.search ?? ''}
            onChange={(event) => host.setQuery({...host.query, search: event.currentTarget.value, page: '1'})}
          />
        </div>
      )}
      columns={[
        {heading: 'Name', cell: (account) => account.fullName},
        {heading: 'E-mail', cell: (account) => account.email},
        {heading: 'Signed up', cell: (account) => formatTime(account.createdAt)},
        {
          heading: 'Role',
          cell: (account, host) => (
            <RoleChange
              key={`${account.id}:${account.role}`}
              account={account}
              own={account.id === me?.id}
              onChanged={host.refetch}
            />
          ),
        },
      ]}
      actions={{
        buttons: [
          {
            label: 'Reset two-step',
            name: (account) => `Reset the two-step sign-in of ${account.fullName}`,
            variant: 'quiet',
            shows: (account) => account.id !== me?.id,
            confirm: {
              title: 'Reset two-step sign-in?',
              confirmLabel: 'Reset',
              says: (account) =>
                `${account.fullName}'s passkeys, authenticator app and recovery codes stop working, and every device of theirs is signed out. They are told by mail, and set two-step sign-in up again at their next log-in. Do this only when they asked for it, for example after losing their phone and their codes.`,
              send: (api, account) =>
                api.send<{message: string}>({
                  method: 'delete',
                  path: `staff/accounts/${encodeURIComponent(account.id)}/two-step`,
                }),
              done: (account) => `Two-step sign-in reset for ${account.fullName}.`,
            },
          },
          {
            label: 'Download data',
            name: (account) => `Download the data of ${account.fullName}`,
            variant: 'quiet',
            // For a written access request: the file the person could download from their profile.
            run: async (api, account) => {
              const result = await api.send<{text: string}>({
                method: 'get',
                path: `staff/accounts/${encodeURIComponent(account.id)}/data`,
                accept: 'text',
              });
              if (result.success) {
                downloadFile(
                  `nard-data-${account.id}.json`,
                  new Blob([result.text], {type: 'application/json'}),
                );
              }
              return result;
            },
            done: (account) => `The data of ${account.fullName} is downloaded; Activity records it.`,
          },
          {
            label: 'Delete account',
            name: (account) => `Delete the account of ${account.fullName}`,
            variant: 'quiet',
            shows: (account) => account.id !== me?.id,
            confirm: {
              title: 'Delete this account?',
              confirmLabel: 'Delete the account',
              says: (account) =>
                `Do this only when ${account.fullName} asked for it in writing (keep the letter or e-mail). Their details, application, places at events still to come and messages go for good; attendance, hours and gifts stay without their name. They are told by mail. People can also delete their own account from their profile.`,
              send: (api, account) =>
                api.send<{message: string}>({
                  method: 'delete',
                  path: `staff/accounts/${encodeURIComponent(account.id)}`,
                }),
              done: (account) => `The account of ${account.fullName} is deleted.`,
            },
          },
        ],
      }}
    />
  );
}
