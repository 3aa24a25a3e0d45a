// Our partners, with details written as HTML and sanitised before they are shown.
import {css} from 'goober';
import {PARTNERS} from '../../../core/content/index.ts';
import {type BookKey, projectsBook, type Words} from '../../../core/i18n/index.ts';
import {pageLanguage, pageWords} from '../../lib/page-language.ts';
import {Card} from '../../ui/card.tsx';
import {SafeHtml} from '../../ui/safe-html.tsx';
import {colors} from '../../ui/theme.ts';
import {PARTNER_WORDS} from './project-data.ts';

function Monogram({title, lang}: {title: string; lang?: string}) {
  const letters = title.replace(/[^A-Z]/g, '').slice(0, 2) || title.slice(0, 2);
  return (
    <svg aria-hidden="true" lang={lang} width="56" height="56" viewBox="0 0 56 56">
      <rect width="56" height="56" rx="14" fill={colors.greenDark} />
      <text x="28" y="35" textAnchor="middle" fontSize="20" fontWeight="700" fill={colors.yellow}>
        {letters}
      </text>
    </svg>
  );
}

type ProjectsKey = BookKey<typeof projectsBook>;

type Html = {html: string};

// Text from the book becomes HTML text; what a tag made is HTML already.
const htmlOf = (piece: string | Html) =>
  typeof piece === 'string'
    ? piece.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    : piece.html;
const element = (tag: string) => (children: (string | Html)[]) => ({
  html: `<${tag}>${children.map(htmlOf).join('')}</${tag}>`,
});

/** A partner's details as HTML: the book writes them with <p> and <strong> tags. */
function detailsHtml(words: Words<ProjectsKey>, key: ProjectsKey): string {
  return words
    .rich<Html>(key, {p: element('p'), strong: element('strong')})
    .map(htmlOf)
    .join('');
}

export function Partners() {
  const words = pageWords(projectsBook);
  // The partners' names stay in English (docs/glossary.md): marked so on the other languages' pages.
  const nameLang = pageLanguage() === 'en' ? undefined : 'en';
  return (
    <ul
      className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: 1fr 1fr; }`}
    >
      {PARTNERS.map((partner) => (
        <Card as="li" key={partner.id}>
          <div className={css`display: flex; gap: 16px; align-items: center;`}>
            <Monogram title={partner.title} lang={nameLang} />
            <div>
              <h3 className={css`margin: 0;`} lang={nameLang}>
                {partner.title}
              </h3>
              <p className={css`margin: 0; color: ${colors.muted};`}>
                {words(PARTNER_WORDS[partner.id].kind)}
              </p>
            </div>
          </div>
          <SafeHtml html={detailsHtml(words, PARTNER_WORDS[partner.id].details)} />
        </Card>
      ))}
    </ul>
  );
}
