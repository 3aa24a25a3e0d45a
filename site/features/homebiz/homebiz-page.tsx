// /nard-homebiz: the NardHomeBiz app, why it helps, what it does, what users say; a banner above the footer.
import {css} from 'goober';
import {Card} from '../../ui/card.tsx';
import {PeopleIllustration} from '../../ui/illustrations/people.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {hasStoreLink, StoreBadges} from './store-badges.tsx';
import {TestimonialsCarousel} from './testimonials-carousel.tsx';

const FEATURES = [
  {
    id: 'orders',
    title: 'Orders in one place',
    details: 'See every order, what is due today and what is paid.',
  },
  {
    id: 'customers',
    title: 'Your customers',
    details: 'Keep names, phone numbers and favourite orders together.',
  },
  {id: 'reports', title: 'Simple reports', details: 'See what sells best each week and each month.'},
  {
    id: 'blessing',
    title: 'Blessing and Donation',
    details: 'Give food, clothes or other goods to families who need them.',
  },
];

export function HomebizPage() {
  return (
    <>
      <PageHeading
        title="NardHomeBiz"
        lead="A free app for people who run a business from home. It keeps your orders and customers in order."
        illustration={<PeopleIllustration />}
      >
        <StoreBadges />
      </PageHeading>
      <Section title="Why NardHomeBiz?">
        <p>Many of our trainees start a small business at home after their training.</p>
        <p>Paper notes get lost. Chat messages pile up. The app keeps everything in one place.</p>
        <p>It is made by the Nard Foundation, and it is free.</p>
      </Section>
      <Section title="What the app does" tone="white">
        <ul
          className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: 1fr 1fr; }`}
        >
          {FEATURES.map((feature) => (
            <Card as="li" key={feature.id}>
              <h3>{feature.title}</h3>
              <p>{feature.details}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="What our users say">
        <TestimonialsCarousel />
      </Section>
      <Section title="Start your home business today" tone="dark">
        <p>
          {hasStoreLink()
            ? 'Download NardHomeBiz. It takes two minutes to set up.'
            : 'NardHomeBiz is coming soon to the App Store and Google Play. It will take two minutes to set up.'}
        </p>
        <StoreBadges />
      </Section>
    </>
  );
}
