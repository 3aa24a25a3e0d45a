// About Us: who we are, what has been collected, and the way to donate.
import {css} from 'goober';
import {collectionText} from '../../../core/contributions/index.ts';
import {Card} from '../../ui/card.tsx';
import {FiguresBlock} from '../../ui/figures-block.tsx';
import {PeopleIllustration} from '../../ui/illustrations/people.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {Section} from '../../ui/section.tsx';

export function AboutUs() {
  return (
    <Section id="about-us" title="About Us" tone="white">
      <div
        className={css`display: grid; gap: 32px; align-items: center; @media (min-width: 700px) { grid-template-columns: 3fr 2fr; }`}
      >
        <div>
          <p>The Nard Foundation is a non-profit in Singapore. We started in 2024.</p>
          <p>We believe work brings dignity. So we teach skills that employers need.</p>
          <p>Our trainees include special-needs individuals and people who were in prison.</p>
          <Card tone="yellow">
            <FiguresBlock>
              {(figures) => (
                <p className={css`font-size: 1.4rem; font-weight: 800; margin: 0;`} data-figure="collection">
                  {collectionText(figures.collectionCents)}
                </p>
              )}
            </FiguresBlock>
            <p>Every dollar pays for training, tools and allowances.</p>
            <LinkButton href="/contributions#donate">Donate Now</LinkButton>
          </Card>
        </div>
        <PeopleIllustration />
      </div>
    </Section>
  );
}
