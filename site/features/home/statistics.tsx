// Our numbers so far.
import {css} from 'goober';
import {STATISTICS} from '../../../core/content/index.ts';
import {type BookKey, homeBook, type Words} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {Section} from '../../ui/section.tsx';
import {colors} from '../../ui/theme.ts';

type HomeKey = BookKey<typeof homeBook>;

type Statistic = (typeof STATISTICS)[number];

// Each statistic's title (core/content STATISTICS), by id.
const TITLE_KEYS = {
  likes: 'statLikes',
  volunteers: 'statVolunteers',
  'assisted-people': 'statAssistedPeople',
  educated: 'statEducated',
} as const satisfies Record<Statistic['id'], HomeKey>;
// The values other languages write in their own way ('10M+'); the others are shown as core/content has them.
const VALUE_KEYS: Readonly<Partial<Record<Statistic['id'], HomeKey>>> = {
  'assisted-people': 'statAssistedPeopleValue',
};

function valueIn(words: Words<HomeKey>, stat: Statistic): string {
  const key = VALUE_KEYS[stat.id];
  return key ? words(key) : stat.value;
}

export function Statistics() {
  const words = pageWords(homeBook);
  return (
    <Section id="statistics" title={words('statisticsTitle')} tone="dark">
      <dl
        className={css`
          display: grid; gap: 16px; margin: 0; grid-template-columns: repeat(2, minmax(0, 1fr));
          /* Tamil's long words do not fit half a phone: one statistic a row until the tablet width. */
          &:lang(ta) { grid-template-columns: minmax(0, 1fr); }
          @media (min-width: 700px) { &, &:lang(ta) { grid-template-columns: repeat(4, 1fr); } }
        `}
      >
        {STATISTICS.map((stat) => (
          <div
            key={stat.id}
            className={css`display: flex; flex-direction: column-reverse; padding: 16px 12px; border-radius: 16px; overflow-wrap: break-word; background: ${colors.green};`}
          >
            <dt className={css`font-size: 1.05rem;`}>{words(TITLE_KEYS[stat.id])}</dt>
            <dd
              className={css`margin: 0; font-size: clamp(1.5rem, 7vw, 2rem); font-weight: 800; color: ${colors.yellow};`}
            >
              {valueIn(words, stat)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
