// /sign-up: the same two ways to sign up as the header's 'Sign Up As' dialog (DECISIONS.md).
import {css} from 'goober';
import {Link} from 'wouter';
import {LinkButton} from '../../../ui/link-button.tsx';
import {space} from '../../../ui/theme.ts';
import {formClass, linkClass, pageClass} from '../shared/account-styles.ts';

const choicesClass = () => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};
`;

/** Choose Volunteer or Work For Us; each leads to its application form. */
export function SignUpPage() {
  return (
    <div className={pageClass()}>
      <section className={formClass()} aria-labelledby="sign-up-heading">
        <h1 id="sign-up-heading">Sign Up As</h1>
        <p>
          Volunteers help at our farm, roastery and events. Work For Us is for people who want job training.
        </p>
        <div className={choicesClass()}>
          <LinkButton href="/yellow-ribbon">Volunteer</LinkButton>
          <LinkButton variant="secondary" href="/work-for-us">
            Work For Us
          </LinkButton>
        </div>
        <p>
          Already signed up?{' '}
          <Link className={linkClass()} href="/log-in">
            Log in
          </Link>
        </p>
      </section>
    </div>
  );
}
