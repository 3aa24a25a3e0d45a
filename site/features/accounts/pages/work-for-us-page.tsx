// /work-for-us: a hero for special-needs applicants, then the application form.
import {css} from 'goober';
import {colors, media, radius, space} from '../../../ui/theme.ts';
import {ApplicationForm} from '../application/application-form.tsx';
import {pageClass} from '../shared/account-styles.ts';
import {EventsLink} from './events-link.tsx';

const heroClass = () => css`
  display: grid;
  gap: ${space.m};
  padding: ${space.xl} ${space.l};
  color: ${colors.white};
  background: ${colors.greenDark};
  border-radius: ${radius.l};
  & h1 {
    color: ${colors.white};
  }
  & p {
    margin: 0;
  }
  ${media.tablet} {
    padding: ${space.xxl} ${space.xl};
  }
`;

const listClass = () => css`
  margin: 0;
  padding-left: 1.25rem;
`;

/** The Work For Us page. */
export function WorkForUsPage() {
  return (
    <div className={pageClass()}>
      <section className={heroClass()} aria-labelledby="work-hero-heading">
        <h1 id="work-hero-heading">Work with us, learn a trade</h1>
        <p>
          We train special-needs individuals, people starting again after prison, and others who need a fair
          chance. You learn real job skills with a team that knows you.
        </p>
        <ul className={listClass()}>
          <li>Two months of trial training, with an allowance.</li>
          <li>Then a 6-month internship with one of our industry partners.</li>
          <li>There is no training fee.</li>
        </ul>
      </section>
      <EventsLink type="work" />
      <section aria-label="Application">
        <p>Fill in the form below. We will call you to talk about the next step.</p>
        <ApplicationForm type="work" />
      </section>
    </div>
  );
}
