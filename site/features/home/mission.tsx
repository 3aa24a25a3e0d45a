// Our mission, in three short promises.
import {css} from 'goober';
import {Card} from '../../ui/card.tsx';
import {Section} from '../../ui/section.tsx';
import {JoinButton} from './join-dialog.tsx';

const PROMISES = [
  {title: 'Skills', text: 'We teach skills that lead to steady jobs.'},
  {title: 'Second chances', text: 'We stand beside people who are starting again after prison.'},
  {title: 'Belonging', text: 'We build a community where everyone is welcome and valued.'},
];

export function Mission() {
  return (
    <Section
      id="mission"
      title="Our Mission"
      tone="green"
      intro={<p>We help people find work they are proud of.</p>}
    >
      <ul
        className={css`list-style: none; padding: 0; margin: 0 0 24px; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: repeat(3, 1fr); }`}
      >
        {PROMISES.map((promise) => (
          <Card as="li" key={promise.title}>
            <h3>{promise.title}</h3>
            <p>{promise.text}</p>
          </Card>
        ))}
      </ul>
      <JoinButton variant="primary" />
    </Section>
  );
}
