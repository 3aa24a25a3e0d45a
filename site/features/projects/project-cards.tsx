// The project cards: open projects (clickable) and the 'Coming Soon' group (not clickable).
import {css} from 'goober';
import {PROJECT_CARDS} from '../../../core/data/index.ts';
import {formatMoney} from '../../../core/format/index.ts';
import {Card} from '../../ui/card.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {TextLink} from '../../ui/text-link.tsx';
import {colors} from '../../ui/theme.ts';
import {COMING_SOON} from './project-data.ts';
import {ProjectPicture} from './project-picture.tsx';

const gridClass = () =>
  css`list-style: none; padding: 0; margin: 0 0 24px; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: repeat(3, 1fr); }`;

export function OpenProjects() {
  return (
    <ul className={gridClass()}>
      {PROJECT_CARDS.map((card, index) => (
        <Card as="li" key={card.id}>
          <ProjectPicture kind={card.id} />
          <span
            className={css`align-self: flex-start; padding: 2px 10px; border-radius: 999px; background: ${colors.yellow}; color: ${colors.ink}; font-weight: 700;`}
          >
            {card.tagPercent}% funded
          </span>
          <h3>
            <TextLink href={`/projects/${index + 1}`}>{card.title}</TextLink>
          </h3>
          <p>
            {formatMoney(card.raisedDollars)} raised of {formatMoney(card.goalDollars)}
          </p>
          <LinkButton href="/contributions" variant="secondary">
            Contribute
          </LinkButton>
        </Card>
      ))}
    </ul>
  );
}

export function ComingSoonProjects() {
  return (
    <ul className={gridClass()}>
      {COMING_SOON.map((project) => (
        <Card as="li" key={project.id} tone="green">
          <span
            className={css`align-self: flex-start; padding: 2px 10px; border-radius: 999px; background: ${colors.greenDark}; color: ${colors.white}; font-weight: 700;`}
          >
            Coming Soon
          </span>
          <h3>{project.title}</h3>
          <p>{project.text}</p>
        </Card>
      ))}
    </ul>
  );
}
