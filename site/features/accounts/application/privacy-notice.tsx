// The short PDPA notice under the application form; the full text is on /privacy.
import {css} from 'goober';
import {Link} from 'wouter';
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
      The Nard Foundation Limited collects these details to look at your application, match you to training or
      volunteer work, and contact you about it. By giving an emergency contact, you confirm that this person
      agreed to be named and called if needed. We follow Singapore's Personal Data Protection Act (PDPA).{' '}
      <Link className={linkClass()} href="/privacy">
        Read how we protect your data
      </Link>
    </p>
  );
}
