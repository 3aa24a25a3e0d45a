// The page's opening: banner, Our Goal, Why Contribution Matter?, and Details about the cause.
import {css} from 'goober';
import {contributionPageBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {cardClass} from '../../ui/card.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {media} from '../../ui/theme.ts';
import {GivingIllustration} from './giving-illustration.tsx';

const causes = [
  {title: 'causeEducationTitle', text: 'causeEducationText'},
  {title: 'causeYellowRibbonTitle', text: 'causeYellowRibbonText'},
  {title: 'causeSupportTitle', text: 'causeSupportText'},
] as const;

export function ContributionStory() {
  const words = pageWords(contributionPageBook);
  return (
    <>
      <PageHeading title={words('pageTitle')} lead={words('pageLead')} illustration={<GivingIllustration />}>
        <LinkButton href="/contributions#donate" variant="accent">
          {words('donateNow')}
        </LinkButton>
      </PageHeading>
      <Section id="our-goal" title={words('goalTitle')}>
        <p>{words('goalPeople')}</p>
        <p>{words('goalGift')}</p>
      </Section>
      <Section id="why-contribution-matters" title={words('whyTitle')} tone="green">
        <p>{words('whyFirstJob')}</p>
        <p>{words('whyNoMinimum')}</p>
      </Section>
      <Section id="the-cause" title={words('causeTitle')}>
        <ul
          className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 20px;
            ${media.tablet} { grid-template-columns: repeat(3, 1fr); }`}
        >
          {causes.map((cause) => (
            <li key={cause.title} className={cardClass('yellow')}>
              <h3>{words(cause.title)}</h3>
              <p>{words(cause.text)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
