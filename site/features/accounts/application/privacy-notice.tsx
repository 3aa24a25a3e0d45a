// The short PDPA notice under the application form; the full text is on /privacy.
import {css} from 'goober';
import {Link} from 'wouter';
import {APPLICATION_WORDS} from '../../../../core/rules/index.ts';
import {colors} from '../../../ui/theme.ts';
import {linkClass} from '../shared/account-styles.ts';

const noticeClass = () => css`
  margin: 0;
  font-size: 1rem;
  color: ${colors.ink};
`;

/** Who collects the applicant's data, why, and the emergency contact's consent. */
export function PrivacyNotice() {
  return (
    <p className={noticeClass()}>
      {APPLICATION_WORDS.privacy}{' '}
      <Link className={linkClass()} href="/privacy">
        {APPLICATION_WORDS.privacyLink}
      </Link>
    </p>
  );
}
