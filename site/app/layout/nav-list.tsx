// The navigation links, as a row (desktop bar) or a column (mobile menu). The current page is marked
// with aria-current.
import {css} from 'goober';
import {useAtomValue} from 'jotai/react';
import {Link, useLocation} from 'wouter';
import {isSignedInAtom} from '../../../core/atoms/index.ts';
import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {useHydrated} from '../../lib/use-hydrated.ts';
import {colors, maxWidth} from '../../ui/theme.ts';
import {normalisePath} from '../match-route.ts';
import {NAV_LINKS, SIGNED_IN_HREFS} from './nav-links.ts';

export function NavList({layout, onNavigate}: {layout: 'row' | 'column'; onNavigate?: () => void}) {
  const [location] = useLocation();
  const current = normalisePath(location);
  const words = pageWords(layoutBook);
  const row = layout === 'row';
  // The stored login counts only after hydration, so the first render matches the prerendered page.
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isSignedInAtom) && hydrated;
  return (
    <ul
      className={css`
        list-style: none; margin: 0 auto; padding: ${row ? '0 8px' : '0'}; max-width: ${maxWidth};
        display: flex; flex-direction: ${row ? 'row' : 'column'}; flex-wrap: wrap; gap: ${row ? '2px' : '4px'};
      `}
    >
      {NAV_LINKS.map((link) => {
        const href = (signedIn && SIGNED_IN_HREFS[link.href]) || link.href;
        const active = current === href || current.startsWith(`${href}/`);
        return (
          <li key={link.href}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={
                row
                  ? css`
                      display: flex; align-items: center; min-height: 48px; padding: 0 12px;
                      color: ${colors.white}; text-decoration: none; font-weight: 600; font-size: 1rem;
                      border-bottom: 4px solid transparent;
                      &:hover { color: ${colors.white}; border-bottom-color: ${colors.green}; }
                      &[aria-current='page'] { border-bottom-color: ${colors.yellow}; }
                      &:focus-visible { outline-color: ${colors.focusOnDark}; box-shadow: none; outline-offset: -3px; }
                    `
                  : css`
                      display: flex; align-items: center; min-height: 48px; padding: 0 16px; border-radius: 10px;
                      color: ${colors.greenDark}; text-decoration: none; font-weight: 650;
                      &:hover { background: ${colors.greenSoft}; color: ${colors.greenDark}; }
                      &[aria-current='page'] { background: ${colors.greenSoft}; border-left: 5px solid ${colors.green}; }
                    `
              }
            >
              {words(link.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
