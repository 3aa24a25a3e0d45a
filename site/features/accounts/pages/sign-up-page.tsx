// /sign-up: the same two ways to sign up as the header's 'Sign Up As' dialog (DECISIONS.md).
import {css} from 'goober';
import {Link} from 'wouter';
import {accountsBook} from '../../../../core/i18n/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {richText} from '../../../lib/rich-text.tsx';
import {LinkButton} from '../../../ui/link-button.tsx';
import {pageClass} from '../../../ui/page-class.ts';
import {space} from '../../../ui/theme.ts';
import {formClass, linkClass} from '../shared/account-styles.ts';

const choicesClass = () => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};
`;

/** Choose Volunteer or Work For Us; each leads to its application form. */
export function SignUpPage() {
  const words = pageWords(accountsBook);
  return (
    <div className={pageClass()}>
      <section className={formClass()} aria-labelledby="sign-up-heading">
        <h1 id="sign-up-heading">{words('signUpHeading')}</h1>
        <p>{words('signUpIntro')}</p>
        <div className={choicesClass()}>
          <LinkButton href="/yellow-ribbon">{words('signUpVolunteer')}</LinkButton>
          <LinkButton variant="secondary" href="/work-for-us">
            {words('signUpWork')}
          </LinkButton>
        </div>
        <p>
          {richText(words, 'alreadySignedUp', {
            link: (text) => (
              <Link className={linkClass()} href="/log-in">
                {text}
              </Link>
            ),
          })}
        </p>
      </section>
    </div>
  );
}
