// The three ways we work with people: training, partnership, volunteering.
import {css} from 'goober';
import {SERVICE_CARDS} from '../../../core/data/index.ts';
import {Card} from '../../ui/card.tsx';
import {Section} from '../../ui/section.tsx';
import {TextLink} from '../../ui/text-link.tsx';

const DETAILS: Record<string, {text: string; href: string; link: string}> = {
  'training-education': {
    text: 'Free job-skills courses, a paid trial and an internship with a real employer.',
    href: '/discover',
    link: 'See the training',
  },
  'industrial-partner': {
    text: 'Take an intern into your business. We support you and the trainee all the way.',
    href: '/contact-us',
    link: 'Talk to us',
  },
  volunteer: {
    text: 'Give a few hours at our farm, roastery or events. You must be 18 or older.',
    href: '/yellow-ribbon',
    link: 'Volunteer with us',
  },
};

export function ServiceCards() {
  return (
    <Section id="services" title="What we do">
      <ul
        className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: repeat(3, 1fr); }`}
      >
        {SERVICE_CARDS.map((card) => {
          const detail = DETAILS[card.id]!;
          return (
            <Card as="li" key={card.id}>
              <h3>{card.title}</h3>
              <p>{detail.text}</p>
              <p>
                <TextLink href={detail.href}>{detail.link}</TextLink>
              </p>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
