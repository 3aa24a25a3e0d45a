// Shown for any path we do not know. The server sends it with status 404.
import {css} from 'goober';
import {notFoundBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';

export function NotFoundPage() {
  const words = pageWords(notFoundBook);
  return (
    <>
      <PageHeading title={words('heading')} lead={words('lead')} />
      <Section>
        <p>{words('help')}</p>
        <p className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
          <LinkButton href="/">{words('homePage')}</LinkButton>
          <LinkButton href="/contact-us" variant="secondary">
            {words('contactUs')}
          </LinkButton>
        </p>
      </Section>
    </>
  );
}
