// The three ways we work with people: training, partnership, volunteering.
import {css} from 'goober';
import {SERVICE_CARDS} from '../../../core/content/index.ts';
import {type BookKey, homeBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {Card} from '../../ui/card.tsx';
import {Section} from '../../ui/section.tsx';
import {TextLink} from '../../ui/text-link.tsx';

type HomeKey = BookKey<typeof homeBook>;

// Each card's words (its title is core/content SERVICE_CARDS' title, in the home book) and link.
const DETAILS = {
  'training-education': {
    title: 'serviceTraining',
    text: 'serviceTrainingText',
    href: '/discover',
    link: 'serviceTrainingLink',
  },
  'industrial-partner': {
    title: 'servicePartner',
    text: 'servicePartnerText',
    href: '/contact-us',
    link: 'servicePartnerLink',
  },
  volunteer: {
    title: 'serviceVolunteer',
    text: 'serviceVolunteerText',
    href: '/yellow-ribbon',
    link: 'serviceVolunteerLink',
  },
} as const satisfies Record<
  (typeof SERVICE_CARDS)[number]['id'],
  {title: HomeKey; text: HomeKey; href: string; link: HomeKey}
>;

export function ServiceCards() {
  const words = pageWords(homeBook);
  return (
    <Section id="services" title={words('servicesTitle')}>
      <ul
        className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: repeat(3, 1fr); }`}
      >
        {SERVICE_CARDS.map((card) => {
          const detail = DETAILS[card.id];
          return (
            <Card as="li" key={card.id}>
              <h3>{words(detail.title)}</h3>
              <p>{words(detail.text)}</p>
              <p>
                <TextLink href={detail.href}>{words(detail.link)}</TextLink>
              </p>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
