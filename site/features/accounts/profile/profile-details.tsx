// The read-only profile: name, e-mail, phone, address and role ('User', 'Staff' or 'Administrator').
import {css} from 'goober';
import {Fragment} from 'react';
import type {User} from '../../../../core/api/index.ts';
import {roleLabel} from '../../../../core/data/index.ts';
import {formatPhone} from '../../../../core/format/index.ts';
import {colors} from '../../../ui/theme.ts';

const listClass = () => css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  margin: 0;
  & dt {
    font-weight: 600;
    color: ${colors.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const NOT_GIVEN = 'Not given yet';

/** The user's details as a description list. */
export function ProfileDetails({user}: {user: User}) {
  const rows: [string, string][] = [
    ['Name', user.fullName],
    ['Email', user.email],
    ['Phone', user.phoneNumber ? formatPhone(user.phoneNumber) : NOT_GIVEN],
    ['Address', user.address || NOT_GIVEN],
    ['Role', roleLabel(user.role)],
  ];
  return (
    <dl className={listClass()}>
      {rows.map(([term, detail]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
