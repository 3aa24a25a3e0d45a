// /privacy: how the foundation handles applicants' personal data under Singapore's PDPA.
import {Link} from 'wouter';
import {linkClass, pageClass} from '../shared/account-styles.ts';

/** The data-protection notice the application form links to. */
export function PrivacyPage() {
  return (
    <article className={pageClass()} aria-labelledby="privacy-heading">
      <h1 id="privacy-heading">How We Protect Your Data</h1>
      <p>
        The Nard Foundation Limited, 5008 Ang Mo Kio Avenue 5, #04-09 Techplace II, Singapore 569874, collects
        the details you give us. We follow Singapore's Personal Data Protection Act 2012 (PDPA).
      </p>
      <h2>What we collect</h2>
      <p>
        When you apply to volunteer or to work with us, we ask for your name, age group, e-mail address,
        region and city, phone number, an emergency contact and your profession or interests. You also choose
        a password.
      </p>
      <h2>Why we collect it</h2>
      <p>
        We use your details to look at your application, to match you with training, work or volunteer events,
        and to contact you about them. We use your e-mail address to let you log in and to send you a code if
        you forget your password.
      </p>
      <h2>Your emergency contact</h2>
      <p>
        Please ask your emergency contact first. When you give us their number, you tell us they agreed to be
        named and to be called if something happens to you. We only call them in an emergency.
      </p>
      <h2>How we keep it safe</h2>
      <p>
        Only our staff can see your details. We never store your password as you typed it: we keep a scrambled
        form of it that cannot be turned back. We do not sell your data or give it to advertisers.
      </p>
      <p>
        We share your name and contact details with a training partner only when you start an internship with
        them, and only what they need.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your details while you take part in our programmes. If you leave, we delete them when we no
        longer need them for the reason we collected them, or when the law no longer asks us to keep them.
      </p>
      <h2>Your choices</h2>
      <p>
        You can see and change your name, phone number and address on your profile page. To see all the data
        we hold about you, to correct it, or to withdraw your consent, write to our Data Protection Officer
        through the{' '}
        <Link className={linkClass()} href="/contact-us">
          Contact Us page
        </Link>
        . We answer within 30 days.
      </p>
    </article>
  );
}
