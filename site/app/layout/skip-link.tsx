// First stop for keyboard users: jump past the header straight to the page.
import {css} from 'goober';
import {colors, radius} from '../../ui/theme.ts';

export function SkipLink() {
  return (
    <a
      href="#main"
      className={css`
        position: absolute; left: 12px; top: -100px; z-index: 500; padding: 12px 18px;
        background: ${colors.yellow}; color: ${colors.ink}; font-weight: 700; border-radius: ${radius.s};
        &:focus { top: 12px; }
      `}
    >
      Skip to main content
    </a>
  );
}
