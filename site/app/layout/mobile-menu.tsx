// The menu button for small screens. It opens a panel with the same links and the account area;
// Escape or choosing a link closes it, and focus goes back to the button.
import {css} from 'goober';
import {useEffect, useRef, useState} from 'react';
import {useLocation} from 'wouter';
import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {LinkButton} from '../../ui/link-button.tsx';
import {colors, headerHeight, media, radius} from '../../ui/theme.ts';
import {AccountArea} from './account-area.tsx';
import {LanguageList} from './language-switch.tsx';
import {NavList} from './nav-list.tsx';

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  const words = pageWords(layoutBook);

  useEffect(() => {
    if (location) setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened from the menu (Sign Up As) handles its own Escape.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={css`${media.desktop} { display: none; }`}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
        className={css`
          display: inline-flex; align-items: center; gap: 8px; min-height: 44px; min-width: 44px; padding: 8px 14px;
          border: 2px solid ${colors.green}; border-radius: ${radius.round}; background: ${open ? colors.greenSoft : colors.white};
          color: ${colors.greenDark}; font: inherit; font-weight: 650; font-size: 1rem; cursor: pointer;
        `}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={css`flex-shrink: 0;`}>
          <path
            d={open ? 'M4 4l12 12M16 4L4 16' : 'M3 5h14M3 10h14M3 15h14'}
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        {words('menu')}
      </button>
      {open && (
        <div
          id="mobile-menu"
          className={css`
            position: fixed; top: ${headerHeight}; left: 0; right: 0; bottom: 0; overflow-y: auto;
            background: ${colors.white}; padding: 16px 16px 32px; border-top: 1px solid ${colors.border};
          `}
        >
          <LinkButton href="/contributions#donate" variant="accent" block onClick={() => setOpen(false)}>
            {words('donate')}
          </LinkButton>
          <nav aria-label={words('mainNavigation')} className={css`margin-top: 16px;`}>
            <NavList layout="column" onNavigate={() => setOpen(false)} />
          </nav>
          <div className={css`margin-top: 20px; padding-top: 20px; border-top: 1px solid ${colors.border};`}>
            <AccountArea />
          </div>
          <div className={css`margin-top: 20px; padding-top: 20px; border-top: 1px solid ${colors.border};`}>
            <LanguageList />
          </div>
        </div>
      )}
    </div>
  );
}
