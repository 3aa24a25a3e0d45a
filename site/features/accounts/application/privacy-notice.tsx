// The short PDPA notice under the application form; the full text is on /privacy.
import {css} from 'goober';
import {Link} from 'wouter';
import {applicationBook} from '../../../../core/i18n/index.ts';
import {APPLICATION_WORDS} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {colors} from '../../../ui/theme.ts';
import {linkClass} from '../shared/account-styles.ts';

const noticeClass = () => css`
  margin: 0;
  font-size: 1rem;
  color: ${colors.ink};
`;

/** Who collects the applicant's data, why, and the emergency contact's consent. */
export function PrivacyNotice() {
  const words = pageWords(applicationBook);
  // The notice is recorded as consent word for word (core/privacy/notices.ts), so it stays in English.
  return (
    <p className={noticeClass()}>
      <span lang="en">{APPLICATION_WORDS.privacy}</span>{' '}
      <Link className={linkClass()} href="/privacy">
        {words('privacyLink')}
      </Link>
    </p>
  );
}
