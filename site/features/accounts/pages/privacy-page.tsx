// /privacy: how the foundation handles personal data under Singapore's PDPA (issue 24): who to ask, what
// is collected and why, how long each kind is kept (the configured periods), how to see, correct or delete
// it, and every wording of the notices people agree to, with its date.
import type {ReactNode} from 'react';
import {Link} from 'wouter';
import {SENT_MAIL_DAYS, TAX_ID_YEARS} from '../../../../core/content/index.ts';
import {formatDateIn} from '../../../../core/format/index.ts';
import {accountsBook} from '../../../../core/i18n/index.ts';
import {NOTICE_WORDINGS} from '../../../../core/privacy/index.ts';
import {pageLanguageCode, pageWords} from '../../../lib/page-language.ts';
import {richText} from '../../../lib/rich-text.tsx';
import {ADDRESS_LINES, SITE_CONFIG} from '../../../lib/site-config.ts';
import {pageClass} from '../../../ui/page-class.ts';
import {linkClass} from '../shared/account-styles.ts';

// Each notice's heading by the form it belongs to (core/i18n accounts book).
const FORM_NAMES = {application: 'noticeApplication', 'gift-tax': 'noticeGiftTax'} as const;

// The English date as this page has always shown it ('26 November 2026').
const day = (date: string) =>
  new Date(`${date}T00:00:00+08:00`).toLocaleDateString('en-SG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Singapore',
  });

const strong = (text: ReactNode[]) => <strong>{text}</strong>;

/** The data-protection notice the application form links to. */
export function PrivacyPage() {
  const {dpoEmail, retention} = SITE_CONFIG;
  const words = pageWords(accountsBook);
  const language = pageLanguageCode();
  const email = (text: ReactNode[]) => (
    <a className={linkClass()} href={`mailto:${dpoEmail}`}>
      {text}
    </a>
  );
  return (
    <article className={pageClass()} aria-labelledby="privacy-heading">
      <h1 id="privacy-heading">{words('privacyHeading')}</h1>
      <p>{words('privacyWho', {address: ADDRESS_LINES.join(', ')})}</p>
      <p>{richText(words, 'privacyOfficer', {email}, {email: dpoEmail})}</p>

      <h2>{words('collectHeading')}</h2>
      <ul>
        <li>{richText(words, 'collectApply', {strong})}</li>
        <li>{richText(words, 'collectEvents', {strong})}</li>
        <li>{richText(words, 'collectWrite', {strong})}</li>
        <li>{richText(words, 'collectGive', {strong})}</li>
        <li>{richText(words, 'collectSignIn', {strong})}</li>
      </ul>

      <h2>{words('emergencyHeading')}</h2>
      <p>{words('emergencyText')}</p>

      <h2>{words('safeHeading')}</h2>
      <p>{words('safeText')}</p>

      <h2>{words('keepHeading')}</h2>
      <ul>
        <li>{words('keepAccount', {months: retention.inactiveAccountMonths})}</li>
        <li>{words('keepUnconfirmed', {days: retention.unconfirmedAccountDays})}</li>
        <li>{words('keepMessages', {months: retention.handledMessageMonths})}</li>
        <li>{words('keepTaxId', {years: TAX_ID_YEARS})}</li>
        <li>{words('keepSentMail', {days: SENT_MAIL_DAYS})}</li>
        <li>{words('keepDevices')}</li>
        <li>{words('keepRecords')}</li>
      </ul>

      <h2>{words('rightsHeading')}</h2>
      <p>
        {richText(
          words,
          'rightsText',
          {
            profile: (text) => (
              <Link className={linkClass()} href="/profile">
                {text}
              </Link>
            ),
            email,
          },
          {email: dpoEmail},
        )}
      </p>

      <h2>{words('noticesHeading')}</h2>
      <p>{words('noticesIntro')}</p>
      {NOTICE_WORDINGS.map((notice) => (
        <section key={notice.id} aria-labelledby={`notice-${notice.id}`}>
          <h3 id={`notice-${notice.id}`}>
            {words(FORM_NAMES[notice.form], {date: formatDateIn(language, notice.since, day)})}
          </h3>
          {/* The wording people agreed to, word for word as its consent records name it: English. */}
          <blockquote lang="en">{notice.text}</blockquote>
        </section>
      ))}
    </article>
  );
}
