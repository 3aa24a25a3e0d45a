// /discover: the job-skills training programme (the 'Discover' button's target).
import {css} from 'goober';
import {COURSES, TRAINING} from '../../../core/content/index.ts';
import {type BookKey, discoverBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {Card} from '../../ui/card.tsx';
import {ToolsIllustration} from '../../ui/illustrations/tools.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';

// The courses of core/content COURSES, each by its English name.
const COURSE_KEYS = {
  'Hydroponic Farming': 'courseHydroponicFarming',
  'Coffee Production': 'courseCoffeeProduction',
  Handyman: 'courseHandyman',
  'Carting Management': 'courseCartingManagement',
  Logistic: 'courseLogistic',
  'Laundry Service': 'courseLaundryService',
  'Home Based Business': 'courseHomeBasedBusiness',
  'Hosting Events for Challenges': 'courseHostingEvents',
} as const satisfies Record<(typeof COURSES)[number], BookKey<typeof discoverBook>>;

export function DiscoverPage() {
  const words = pageWords(discoverBook);
  return (
    <>
      <PageHeading title={words('pageTitle')} lead={words('pageLead')} illustration={<ToolsIllustration />} />
      <Section title={words('howItWorks')}>
        <ol
          className={css`display: grid; gap: 16px; padding: 0; list-style: none; @media (min-width: 700px) { grid-template-columns: 1fr 1fr 1fr; }`}
        >
          <Card as="li">
            <h3>{words('trialHeading', {months: TRAINING.trialMonths})}</h3>
            <p>{words('trialTry')}</p>
            <p>{words('trialAllowance')}</p>
          </Card>
          <Card as="li">
            <h3>{words('internshipHeading', {months: TRAINING.internshipMonths})}</h3>
            <p>{words('internshipPartner')}</p>
            <p>{words('internshipMentor')}</p>
          </Card>
          <Card as="li">
            <h3>{words('noFeeHeading')}</h3>
            <p>{words('noFeeFree')}</p>
            <p>{words('noFeePaid')}</p>
          </Card>
        </ol>
      </Section>
      <Section title={words('coursesTitle')} tone="white">
        <ul
          className={css`display: grid; gap: 12px; padding: 0; list-style: none; @media (min-width: 700px) { grid-template-columns: 1fr 1fr; }`}
        >
          {COURSES.map((course) => (
            <Card as="li" tone="green" key={course}>
              <strong>{words(COURSE_KEYS[course])}</strong>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title={words('readyTitle')}>
        <p>{words('readyText')}</p>
        <LinkButton href="/work-for-us">{words('apply')}</LinkButton>
      </Section>
    </>
  );
}
