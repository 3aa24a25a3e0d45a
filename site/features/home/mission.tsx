// Our mission, in three short promises.
import {css} from 'goober';
import {homeBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {Card} from '../../ui/card.tsx';
import {Section} from '../../ui/section.tsx';
import {JoinButton} from './join-dialog.tsx';

const PROMISES = [
  {title: 'promiseSkills', text: 'promiseSkillsText'},
  {title: 'promiseSecondChances', text: 'promiseSecondChancesText'},
  {title: 'promiseBelonging', text: 'promiseBelongingText'},
] as const;

export function Mission() {
  const words = pageWords(homeBook);
  return (
    <Section id="mission" title={words('missionTitle')} tone="green" intro={<p>{words('missionIntro')}</p>}>
      <ul
        className={css`list-style: none; padding: 0; margin: 0 0 24px; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: repeat(3, 1fr); }`}
      >
        {PROMISES.map((promise) => (
          <Card as="li" key={promise.title}>
            <h3>{words(promise.title)}</h3>
            <p>{words(promise.text)}</p>
          </Card>
        ))}
      </ul>
      <JoinButton variant="primary" />
    </Section>
  );
}
