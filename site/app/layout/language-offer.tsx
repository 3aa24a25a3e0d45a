// The offer itself, loaded only when language-offer-gate.tsx finds something to offer: written in the
// reader's preferred language, dismissed once and never shown again.
import {css} from 'goober';
import {useLocation} from 'wouter';
import {LANGUAGE_TAGS, type Language, layoutBook, wordsIn} from '../../../core/i18n/index.ts';
import {dismissOffer, rememberLanguage} from '../../lib/language-choice.ts';
import {pathInLanguage} from '../../lib/language-path.ts';
import {buttonClass} from '../../ui/button.tsx';
import {colors, radius} from '../../ui/theme.ts';

export function LanguageOffer({language, onClose}: {language: Language; onClose: () => void}) {
  const [location] = useLocation();
  const words = wordsIn(layoutBook, language);
  const close = () => {
    dismissOffer();
    onClose();
  };
  return (
    <aside
      lang={LANGUAGE_TAGS[language]}
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
          href={pathInLanguage(location, language)}
          hrefLang={LANGUAGE_TAGS[language]}
          className={buttonClass('primary')}
          onClick={() => rememberLanguage(language)}
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
