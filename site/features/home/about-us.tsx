// About Us: who we are, what has been collected, and the way to donate.
import {css} from 'goober';
import {collectionText} from '../../../core/contributions/index.ts';
import {figuresBook, homeBook} from '../../../core/i18n/index.ts';
import {pageTranslator, pageWords} from '../../lib/page-language.ts';
import {Card} from '../../ui/card.tsx';
import {FiguresBlock} from '../../ui/figures-block.tsx';
import {PeopleIllustration} from '../../ui/illustrations/people.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {Section} from '../../ui/section.tsx';

export function AboutUs() {
  const words = pageWords(homeBook);
  return (
    <Section id="about-us" title={words('aboutUsTitle')} tone="white">
      <div
        className={css`display: grid; gap: 32px; align-items: center; @media (min-width: 700px) { grid-template-columns: 3fr 2fr; }`}
      >
        <div>
          <p>{words('aboutUsWho')}</p>
          <p>{words('aboutUsDignity')}</p>
          <p>{words('aboutUsTrainees')}</p>
          <Card tone="yellow">
            <FiguresBlock>
              {(figures) => (
                <p className={css`font-size: 1.4rem; font-weight: 800; margin: 0;`} data-figure="collection">
                  {collectionText(figures.collectionCents, pageTranslator(figuresBook))}
                </p>
              )}
            </FiguresBlock>
            <p>{words('aboutUsEveryDollar')}</p>
            <LinkButton href="/contributions#donate">{words('donateNow')}</LinkButton>
          </Card>
        </div>
        <PeopleIllustration />
      </div>
    </Section>
  );
}
