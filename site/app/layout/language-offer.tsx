// A first visit whose browser prefers another of our four languages than the page's gets a small offer to
// switch, written in that language. Never a redirect; dismissed once, never shown again, and never shown
// to someone who has chosen with the switch.
import {css} from 'goober';
import {useEffect, useState} from 'react';
import {useLocation} from 'wouter';
import {LANGUAGE_TAGS, type Language, languageOfTags, layoutBook, wordsIn} from '../../../core/i18n/index.ts';
import {chosenLanguage, dismissOffer, offerDismissed, rememberLanguage} from '../../lib/language-choice.ts';
import {pathInLanguage} from '../../lib/language-path.ts';
import {pageLanguageCode} from '../../lib/page-language.ts';
import {buttonClass} from '../../ui/button.tsx';
import {colors, radius} from '../../ui/theme.ts';

export function LanguageOffer() {
  const [offer, setOffer] = useState<{language: Language} | null>(null);
  const [location] = useLocation();

  useEffect(() => {
    if (chosenLanguage() || offerDismissed()) return;
    const preferred = languageOfTags(navigator.languages ?? [navigator.language]);
    if (!preferred || preferred === pageLanguageCode()) return;
    // The offer speaks the reader's language: load those words first (a small part, after the page).
    layoutBook.load(preferred).then(
      () => setOffer({language: preferred}),
      () => {},
    );
  }, []);

  if (!offer) return null;
  const words = wordsIn(layoutBook, offer.language);
  const close = () => {
    dismissOffer();
    setOffer(null);
  };
  return (
    <aside
      lang={LANGUAGE_TAGS[offer.language]}
      aria-label={words('language')}
      className={css`
        position: fixed; left: 16px; right: 16px; bottom: 16px; z-index: 300; max-width: 420px;
        padding: 16px; background: ${colors.white}; color: ${colors.ink};
        border: 2px solid ${colors.green}; border-radius: ${radius.m}; box-shadow: 0 8px 24px rgb(30 35 32 / 0.2);
      `}
    >
      <p className={css`margin: 0 0 12px;`}>{words('offerText')}</p>
      <div className={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
        <a
          href={pathInLanguage(location, offer.language)}
          hrefLang={LANGUAGE_TAGS[offer.language]}
          className={buttonClass('primary')}
          onClick={() => rememberLanguage(offer.language)}
        >
          {words('offerSwitch')}
        </a>
        <button type="button" className={buttonClass('secondary')} onClick={close}>
          {words('offerDismiss')}
        </button>
      </div>
    </aside>
  );
}
