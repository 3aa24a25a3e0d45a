// /nard-homebiz: the NardHomeBiz app, why it helps, what it does, what users say; a banner above the footer.
import {css} from 'goober';
import {homebizBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {Card} from '../../ui/card.tsx';
import {PeopleIllustration} from '../../ui/illustrations/people.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {hasStoreLink, StoreBadges} from './store-badges.tsx';
import {TestimonialsCarousel} from './testimonials-carousel.tsx';

const FEATURES = [
  {id: 'orders', title: 'featureOrders', details: 'featureOrdersText'},
  {id: 'customers', title: 'featureCustomers', details: 'featureCustomersText'},
  {id: 'reports', title: 'featureReports', details: 'featureReportsText'},
  {id: 'blessing', title: 'featureBlessing', details: 'featureBlessingText'},
] as const;

export function HomebizPage() {
  const words = pageWords(homebizBook);
  return (
    <>
      <PageHeading title="NardHomeBiz" lead={words('lead')} illustration={<PeopleIllustration />}>
        <StoreBadges />
      </PageHeading>
      <Section title={words('whyTitle')}>
        <p>{words('whyTrainees')}</p>
        <p>{words('whyOnePlace')}</p>
        <p>{words('whyFree')}</p>
      </Section>
      <Section title={words('featuresTitle')} tone="white">
        <ul
          className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: 1fr 1fr; }`}
        >
          {FEATURES.map((feature) => (
            <Card as="li" key={feature.id}>
              <h3>{words(feature.title)}</h3>
              <p>{words(feature.details)}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title={words('usersTitle')}>
        <TestimonialsCarousel />
      </Section>
      <Section title={words('startTitle')} tone="dark">
        <p>{words(hasStoreLink() ? 'startNow' : 'startSoon')}</p>
        <StoreBadges />
      </Section>
    </>
  );
}
