// The read-only profile: name, e-mail, phone, address and role ('User', 'Staff' or 'Administrator').
import {css} from 'goober';
import {Fragment} from 'react';
import type {User} from '../../../../core/api/index.ts';
import {roleLabel} from '../../../../core/data/index.ts';
import {formatPhone} from '../../../../core/format/index.ts';
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
