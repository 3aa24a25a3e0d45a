// First stop for keyboard users: jump past the header straight to the page.
import {css} from 'goober';
import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {colors, radius} from '../../ui/theme.ts';

export function SkipLink() {
  const words = pageWords(layoutBook);
  return (
    <a
      href="#main"
      className={css`
        position: absolute; left: 12px; right: 12px; top: 12px; z-index: 500; padding: 12px 18px; width: fit-content;
        background: ${colors.yellow}; color: ${colors.ink}; font-weight: 700; border-radius: ${radius.s};
        transform: translateY(calc(-100% - 24px));
        &:focus { transform: none; }
      `}
    >
      {words('skipToMain')}
    </a>
  );
}
