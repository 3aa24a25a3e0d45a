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

const collectionClass = css`font-size: 1.4rem; font-weight: 800; margin: 0;`;
// The Collection line's shape while it loads: a six-figure sum, about as wide as the real one.
const SHAPE_CENTS = 100_000_00;

/** `loaded`: the real figure, which tests find by its data-figure; not the loading shape. */
function CollectionLine({cents, loaded = false}: {cents: number; loaded?: boolean}) {
  return (
    <p className={collectionClass} data-figure={loaded ? 'collection' : undefined}>
      {collectionText(cents, pageTranslator(figuresBook))}
    </p>
  );
}

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
            <FiguresBlock shape={<CollectionLine cents={SHAPE_CENTS} />}>
              {(figures) => <CollectionLine cents={figures.collectionCents} loaded />}
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
