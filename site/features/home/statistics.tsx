// Our numbers so far.
import {css} from 'goober';
import {STATISTICS} from '../../../core/data/index.ts';
import {Section} from '../../ui/section.tsx';
import {colors} from '../../ui/theme.ts';

export function Statistics() {
  return (
    <Section id="statistics" title="Our community in numbers" tone="dark">
      <dl
        className={css`display: grid; gap: 16px; margin: 0; grid-template-columns: repeat(2, minmax(0, 1fr)); @media (min-width: 700px) { grid-template-columns: repeat(4, 1fr); }`}
      >
        {STATISTICS.map((stat) => (
          <div
            key={stat.id}
            className={css`display: flex; flex-direction: column-reverse; padding: 16px 12px; border-radius: 16px; overflow-wrap: break-word; background: ${colors.green};`}
          >
            <dt className={css`font-size: 1.05rem;`}>{stat.title}</dt>
            <dd
              className={css`margin: 0; font-size: clamp(1.5rem, 7vw, 2rem); font-weight: 800; color: ${colors.yellow};`}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
