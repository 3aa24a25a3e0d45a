// /password: how passwords and resets work on this site, in plain words.
import {passwordBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';

export function PasswordPage() {
  const words = pageWords(passwordBook);
  return (
    <>
      <PageHeading title={words('heading')} lead={words('lead')} />
      <Section title={words('goodTitle')}>
        <p>{words('goodLength')}</p>
        <p>{words('goodMix')}</p>
        <p>{words('goodExample')}</p>
        <p>{words('goodUnique')}</p>
      </Section>
      <Section title={words('forgotTitle')} tone="white">
        <ol>
          <li>{words('forgotStep1')}</li>
          <li>{words('forgotStep2')}</li>
          <li>{words('forgotStep3')}</li>
        </ol>
        <p>{words('forgotNewCode')}</p>
        <p>
          <LinkButton href="/forgot-password">{words('resetButton')}</LinkButton>
        </p>
      </Section>
      <Section title={words('safeTitle')}>
        <p>{words('safeScrambled')}</p>
        <p>{words('safeNeverAsk')}</p>
        <p>{words('safeWrongCodes')}</p>
      </Section>
    </>
  );
}
