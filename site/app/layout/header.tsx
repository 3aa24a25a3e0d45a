// The top bar, kept in view (sticky, in the flow, so a navigation that takes two rows in Tamil or Malay
// pushes the page down instead of covering it): logo and name, account area, language switch, the
// navigation (a second row on desktop) and the mobile menu button.
import {css} from 'goober';
import {Link} from 'wouter';
import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {LinkButton} from '../../ui/link-button.tsx';
import {Logo} from '../../ui/logo.tsx';
import {colors, headerHeight, maxWidth, media} from '../../ui/theme.ts';
import {AccountArea} from './account-area.tsx';
import {LanguageSwitch} from './language-switch.tsx';
import {MobileMenu} from './mobile-menu.tsx';
import {NavList} from './nav-list.tsx';

export function Header() {
  const words = pageWords(layoutBook);
  return (
    <header
      className={css`
        position: sticky; top: 0; z-index: 100;
        background: ${colors.white}; border-bottom: 1px solid ${colors.border};
        box-shadow: 0 2px 8px rgb(30 35 32 / 0.08);
      `}
    >
      <div
        className={css`
          max-width: ${maxWidth}; margin: 0 auto; padding: 0 16px; height: ${headerHeight};
          display: flex; align-items: center; justify-content: space-between; gap: 16px;
        `}
      >
        <Link
          href="/"
          className={css`
            display: inline-flex; align-items: center; gap: 10px; min-height: 44px; text-decoration: none;
            color: ${colors.greenDark}; font-weight: 800; font-size: 1.2rem; border-radius: 8px;
          `}
        >
          <Logo size={44} />
          <span>{words('homeLink')}</span>
        </Link>
        <div
          className={css`display: none; ${media.desktop} { display: flex; align-items: center; gap: 16px; }`}
        >
          <LinkButton href="/contributions#donate" variant="accent">
            {words('donate')}
          </LinkButton>
          <AccountArea />
          <LanguageSwitch />
        </div>
        <MobileMenu />
      </div>
      <nav
        aria-label={words('mainNavigation')}
        className={css`display: none; background: ${colors.greenDark}; ${media.desktop} { display: block; }`}
      >
        <NavList layout="row" />
      </nav>
    </header>
  );
}
