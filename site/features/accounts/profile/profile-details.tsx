// The read-only profile: name, e-mail, phone, address and role ('User', 'Staff' or 'Administrator').
import {css} from 'goober';
import {Fragment} from 'react';
import {isRole} from '../../../../core/accounts/index.ts';
import type {User} from '../../../../core/api/index.ts';
import {formatPhone} from '../../../../core/format/index.ts';
import {profileBook} from '../../../../core/i18n/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {colors, media} from '../../../ui/theme.ts';

/** Each term above its detail on a phone, beside it from a tablet's width: no long term squeezes a word. */
export const detailListClass = () => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px 24px;
  margin: 0;
  ${media.tablet} {
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 8px 24px;
  }
  & dt {
    font-weight: 600;
    color: ${colors.muted};
  }
  & dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
    ${media.tablet} {
      margin: 0;
    }
  }
`;

// Each role's label (core/accounts ROLE_LABELS); an unknown value reads as 'User'.
const ROLE_KEYS = {user: 'roleUser', staff: 'roleStaff', admin: 'roleAdmin'} as const;

/** The user's details as a description list. */
export function ProfileDetails({user}: {user: User}) {
  const words = pageWords(profileBook);
  const notGiven = words('notGivenYet');
  const rows: [string, string][] = [
    [words('name'), user.fullName],
    [words('email'), user.email],
    [words('phone'), user.phoneNumber ? formatPhone(user.phoneNumber) : notGiven],
    [words('address'), user.address || notGiven],
    [words('role'), words(ROLE_KEYS[isRole(user.role) ? user.role : 'user'])],
  ];
  return (
    <dl className={detailListClass()}>
      {rows.map(([term, detail]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
