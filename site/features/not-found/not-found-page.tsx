// Shown for any path we do not know. The server sends it with status 404.
import {css} from 'goober';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';

export function NotFoundPage() {
  return (
    <>
      <PageHeading
        title="We could not find that page"
        lead="The link may be old, or the address may have a typing mistake."
      />
      <Section>
        <p>You can start again from the home page, or ask us for help.</p>
        <p className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
          <LinkButton href="/">Go to the home page</LinkButton>
          <LinkButton href="/contact-us" variant="secondary">
            Contact us
          </LinkButton>
        </p>
      </Section>
    </>
  );
}
