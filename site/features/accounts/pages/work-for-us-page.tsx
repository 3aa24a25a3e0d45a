// /work-for-us: a hero for special-needs applicants, then the application form.
import {css} from 'goober';
import {accountsBook} from '../../../../core/i18n/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {pageClass} from '../../../ui/page-class.ts';
import {colors, media, radius, space} from '../../../ui/theme.ts';
import {ApplicationForm} from '../application/application-form.tsx';
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
  const words = pageWords(accountsBook);
  return (
    <div className={pageClass()}>
      <section className={heroClass()} aria-labelledby="work-hero-heading">
        <h1 id="work-hero-heading">{words('workHeading')}</h1>
        <p>{words('workIntro')}</p>
        <ul className={listClass()}>
          <li>{words('workTrial')}</li>
          <li>{words('workInternship')}</li>
          <li>{words('workNoFee')}</li>
        </ul>
      </section>
      <EventsLink type="work" />
      <section aria-label={words('workApplication')}>
        <p>{words('workFormNote')}</p>
        <ApplicationForm type="work" />
      </section>
    </div>
  );
}
