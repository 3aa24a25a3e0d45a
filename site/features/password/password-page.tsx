// /password: how passwords and resets work on this site, in plain words.
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';

export function PasswordPage() {
  return (
    <>
      <PageHeading
        title="Passwords and resets"
        lead="Your password keeps your account safe. Here is how it works."
      />
      <Section title="A good password">
        <p>Your password needs at least 6 characters.</p>
        <p>It needs a capital letter, a small letter, a number and one symbol: @ $ ! % * ? or &amp;.</p>
        <p>For example, a short sentence works well: Green@Farm24.</p>
        <p>Please do not use the same password as on other websites.</p>
      </Section>
      <Section title="If you forget your password" tone="white">
        <ol>
          <li>Go to the Forgot Password page and type your e-mail address.</li>
          <li>We send you a code with 4 numbers. The code works for 10 minutes.</li>
          <li>Type the code. Then choose a new password.</li>
        </ol>
        <p>You can ask for a new code if the first one does not arrive. Check your spam folder too.</p>
        <p>
          <LinkButton href="/forgot-password">Reset my password</LinkButton>
        </p>
      </Section>
      <Section title="How we keep it safe">
        <p>We never store your password as plain text. We keep only a scrambled form of it.</p>
        <p>Our staff will never ask you for your password or your code.</p>
        <p>After 5 wrong codes, you need to ask for a new one. This stops strangers from guessing.</p>
      </Section>
    </>
  );
}
