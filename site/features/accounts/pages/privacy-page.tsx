// /privacy: how the foundation handles personal data under Singapore's PDPA (issue 24): who to ask, what
// is collected and why, how long each kind is kept (the configured periods), how to see, correct or delete
// it, and every wording of the notices people agree to, with its date.
import {Link} from 'wouter';
import {NOTICE_WORDINGS, TAX_ID_YEARS} from '../../../../core/data/index.ts';
import {SITE_CONFIG} from '../../../lib/site-config.ts';
import {linkClass, pageClass} from '../shared/account-styles.ts';

const FORM_NAMES = {application: 'The application form', 'gift-tax': 'A gift with a tax deduction'} as const;

const day = (date: string) =>
  new Date(`${date}T00:00:00+08:00`).toLocaleDateString('en-SG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Singapore',
  });

/** The data-protection notice the application form links to. */
export function PrivacyPage() {
  const {dpoEmail, retention} = SITE_CONFIG;
  return (
    <article className={pageClass()} aria-labelledby="privacy-heading">
      <h1 id="privacy-heading">How We Protect Your Data</h1>
      <p>
        The Nard Foundation Limited, 5008 Ang Mo Kio Avenue 5, #04-09 Techplace II, Singapore 569874, collects
        the details you give us. We follow Singapore's Personal Data Protection Act 2012 (PDPA).
      </p>
      <p>
        Our Data Protection Officer answers every question about your data:{' '}
        <a className={linkClass()} href={`mailto:${dpoEmail}`}>
          {dpoEmail}
        </a>
        .
      </p>

      <h2>What we collect, and why</h2>
      <ul>
        <li>
          <strong>When you apply</strong> to volunteer or to work with us: your name, age group, e-mail
          address, region and city, phone number, an emergency contact and your profession or interests. We
          use them to look at your application, match you with training, work or volunteer events, and contact
          you.
        </li>
        <li>
          <strong>At events</strong>: the events you sign up for, whether you came, and your training hours,
          for your records and for our programme reports.
        </li>
        <li>
          <strong>When you write to us</strong>: your name, e-mail address and message, to answer you.
        </li>
        <li>
          <strong>When you give</strong>: your name, e-mail address and the gift, to thank you and send your
          receipt. For a tax deduction, also your NRIC, FIN or UEN and the name on it, only to report the gift
          to IRAS.
        </li>
        <li>
          <strong>When you sign in</strong>: a scrambled form of your password that cannot be turned back,
          your passkeys' public keys, and which browser each signed-in device uses, so you can see and sign
          them out.
        </li>
      </ul>

      <h2>Your emergency contact</h2>
      <p>
        Please ask your emergency contact first. When you give us their number, you tell us they agreed to be
        named and to be called if something happens to you. We only call them in an emergency.
      </p>

      <h2>How we keep it safe</h2>
      <p>
        Only our staff can see your details, and they sign in with a second step (a passkey or a code). ID
        numbers for tax are encrypted, and staff see only part of them. We do not sell your data or give it to
        advertisers. We share your name and contact details with a training partner only when you start an
        internship with them, and only what they need.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          {`Your account and application: while you use them. After ${retention.inactiveAccountMonths} months without any sign-in, sign-up or change, we delete the account and tell you by e-mail.`}
        </li>
        <li>
          {`A sign-up whose e-mail address was never confirmed: ${retention.unconfirmedAccountDays} days.`}
        </li>
        <li>
          {`Messages you send us: ${retention.handledMessageMonths} months after we have answered them.`}
        </li>
        <li>
          {`Your ID number for a tax deduction: until the end of the ${TAX_ID_YEARS}th year after the year of the gift, as IRAS may ask about it until then; a year for a gift that never arrived.`}
        </li>
        <li>Signed-in devices: 30 days at most. Codes we e-mail you: minutes, until used.</li>
        <li>
          Attendance and hours at past events, and gifts, stay for our reports and for tax after an account is
          deleted, without your name or contact details (a gift with a tax deduction keeps the name on its
          IRAS record).
        </li>
      </ul>

      <h2>Seeing, correcting and deleting your data</h2>
      <p>
        On your{' '}
        <Link className={linkClass()} href="/profile">
          profile
        </Link>{' '}
        you can download everything we hold about you, change your details, and delete your account. You can
        also write to our Data Protection Officer at{' '}
        <a className={linkClass()} href={`mailto:${dpoEmail}`}>
          {dpoEmail}
        </a>{' '}
        to see, correct or delete your data, or to withdraw your consent. We answer within 30 days.
      </p>

      <h2>The notices you agree to</h2>
      <p>Our forms show a short notice. Here is every wording we have used, and since when.</p>
      {NOTICE_WORDINGS.map((notice) => (
        <section key={notice.id} aria-labelledby={`notice-${notice.id}`}>
          <h3 id={`notice-${notice.id}`}>{`${FORM_NAMES[notice.form]}, since ${day(notice.since)}`}</h3>
          <blockquote>{notice.text}</blockquote>
        </section>
      ))}
    </article>
  );
}
