// What a signed-in account without a staff role sees at /staff: a plain sentence and a way on.
import {css} from 'goober';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {containerClass} from '../../ui/section.tsx';

/** The "not allowed" page of the console. */
export function NotAllowed() {
  return (
    <>
      <PageHeading
        title="Not allowed"
        lead="This page is for Nard Foundation staff. Your account does not have a staff role."
      />
      <div className={`${containerClass()} ${css`padding-top: 32px; padding-bottom: 48px;`}`}>
        <p>If you work with us and need access, ask an administrator to give your account the staff role.</p>
        <LinkButton href="/profile">Go to my profile</LinkButton>
      </div>
    </>
  );
}
