// The language switch: each language named in itself, in its own `lang`, linking to the same page in that
// language. It is a plain link (a full page load: a page never changes language while it lives), and the
// choice is remembered. On desktop it sits in the header as a button opening a popover (use-popover.ts: it
// works before the page's script has run); the mobile menu lists the links.
import {css} from 'goober';
import {useLocation} from 'wouter';
import {LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, layoutBook} from '../../../core/i18n/index.ts';
import {rememberLanguage} from '../../lib/language-choice.ts';
import {pathInLanguage} from '../../lib/language-path.ts';
import {pageLanguageCode, pageWords} from '../../lib/page-language.ts';
import {colors, headerHeight, maxWidth, radius} from '../../ui/theme.ts';
import {usePopover} from '../../ui/use-popover.ts';

const itemClass = () => css`
  display: flex; align-items: center; min-height: 44px; padding: 0 16px; border-radius: ${radius.s};
  color: ${colors.greenDark}; text-decoration: none; font-weight: 600;
  &:hover { background: ${colors.greenSoft}; color: ${colors.greenDark}; }
  &[aria-current='true'] { background: ${colors.greenSoft}; border-left: 5px solid ${colors.green}; }
`;

/** The four languages as links to this page in each; the page's own is marked current. */
export function LanguageList({onChoose}: {onChoose?: () => void}) {
  const [location] = useLocation();
  const current = pageLanguageCode();
  return (
    <ul
      aria-label={pageWords(layoutBook)('language')}
      className={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 4px;`}
    >
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={pathInLanguage(location, language)}
            lang={LANGUAGE_TAGS[language]}
            hrefLang={LANGUAGE_TAGS[language]}
            aria-current={language === current ? 'true' : undefined}
            className={itemClass()}
            onClick={() => {
              rememberLanguage(language);
              onChoose?.();
            }}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's switch: a button naming the current language, opening the list below it. */
export function LanguageSwitch() {
  const switcher = usePopover('language-menu');
  const current = pageLanguageCode();

  return (
    <>
      <button
        {...switcher.button}
        aria-label={pageWords(layoutBook)('languageMenu', {current: LANGUAGE_NAMES[current]})}
        className={css`
          anchor-name: --language-switch;
          display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 8px 12px;
          border: 2px solid ${colors.borderStrong}; border-radius: ${radius.round}; background: ${colors.white};
          color: ${colors.greenDark}; font: inherit; font-weight: 650; cursor: pointer;
        `}
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span lang={LANGUAGE_TAGS[current]}>{LANGUAGE_NAMES[current]}</span>
      </button>
      <div
        {...switcher.panel}
        className={css`
          /* Under the button, right edges aligned; without anchor positioning, under the header's right end. */
          inset: auto; margin: 0; top: calc(${headerHeight} - 8px); right: max(16px, calc((100vw - ${maxWidth}) / 2 + 16px));
          top: calc(anchor(--language-switch bottom) + 8px); right: anchor(--language-switch right);
          padding: 8px; min-width: 200px; color: inherit;
          background: ${colors.white}; border: 1px solid ${colors.borderStrong}; border-radius: ${radius.m};
          box-shadow: 0 8px 24px rgb(30 35 32 / 0.18);
        `}
      >
        <LanguageList onChoose={switcher.close} />
      </div>
    </>
  );
}
