// The menu button for small screens. It opens a panel with the same links, the account area and the
// languages, as a popover (use-popover.ts: it works before the page's script has run). Choosing a link, or
// Back and Forward, closes it.
import {css} from 'goober';
import {useEffect, useRef} from 'react';
import {useLocation} from 'wouter';
import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {LinkButton} from '../../ui/link-button.tsx';
import {colors, headerHeight, media, radius} from '../../ui/theme.ts';
import {usePopover} from '../../ui/use-popover.ts';
import {AccountArea} from './account-area.tsx';
import {LanguageList} from './language-switch.tsx';
import {NavList} from './nav-list.tsx';

export function MobileMenu() {
  const menu = usePopover('mobile-menu');
  const {close} = menu;
  const words = pageWords(layoutBook);
  useCloseOnPageChange(close);

  return (
    <div className={css`${media.desktop} { display: none; }`}>
      <button
        {...menu.button}
        className={css`
          display: inline-flex; align-items: center; gap: 8px; min-height: 44px; min-width: 44px; padding: 8px 14px;
          border: 2px solid ${colors.green}; border-radius: ${radius.round}; background: ${colors.white};
          color: ${colors.greenDark}; font: inherit; font-weight: 650; font-size: 1rem; cursor: pointer;
          & .when-open { display: none; }
          &:has(+ :popover-open) { background: ${colors.greenSoft}; }
          &:has(+ :popover-open) .when-closed { display: none; }
          &:has(+ :popover-open) .when-open { display: inline; }
        `}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={css`flex-shrink: 0;`}>
          <path className="when-closed" d="M3 5h14M3 10h14M3 15h14" {...STROKE} />
          <path className="when-open" d="M4 4l12 12M16 4L4 16" {...STROKE} />
        </svg>
        {words('menu')}
      </button>
      <div
        {...menu.panel}
        className={css`
          inset: ${headerHeight} 0 0 0; width: auto; height: auto; margin: 0; overflow-y: auto;
          border: 0; border-top: 1px solid ${colors.border}; color: inherit;
          background: ${colors.white}; padding: 16px 16px 32px;
        `}
      >
        <LinkButton href="/contributions#donate" variant="accent" block onClick={close}>
          {words('donate')}
        </LinkButton>
        <nav aria-label={words('mainNavigation')} className={css`margin-top: 16px;`}>
          <NavList layout="column" onNavigate={close} />
        </nav>
        <div className={css`margin-top: 20px; padding-top: 20px; border-top: 1px solid ${colors.border};`}>
          <AccountArea />
        </div>
        <div className={css`margin-top: 20px; padding-top: 20px; border-top: 1px solid ${colors.border};`}>
          <LanguageList />
        </div>
      </div>
    </div>
  );
}

const STROKE = {stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round'} as const;

/** Calls `close` when the page changes by other means than a link in the menu (Back, Forward). */
function useCloseOnPageChange(close: () => void) {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    close();
  }, [location, close]);
}
