// The signed-in account menu: a disclosure button with links ('Staff console' for staff) and Logout.
// Escape or a click outside closes it; Logout ends the session on the server, clears it here and goes to
// /log-in.
import {css} from 'goober';
import {useAtomValue} from 'jotai/react';
import {Link, useLocation} from 'wouter';
import {hasRole} from '../../../core/accounts/index.ts';
import {authAtom} from '../../../core/atoms/index.ts';
import {layoutBook} from '../../../core/i18n/index.ts';
import {loadApi} from '../../lib/load-api.ts';
import {pageWords} from '../../lib/page-language.ts';
import {buttonClass} from '../../ui/button.tsx';
import {colors, radius} from '../../ui/theme.ts';
import {useDisclosure} from '../../ui/use-disclosure.ts';

const itemClass = () => css`
  display: flex; width: 100%; align-items: center; min-height: 44px; padding: 0 16px; border: none;
  background: none; font: inherit; font-size: 1rem; color: ${colors.greenDark}; text-decoration: none;
  text-align: left; cursor: pointer; border-radius: ${radius.s};
  &:hover { background: ${colors.greenSoft}; color: ${colors.greenDark}; }
`;

export function ProfileMenu() {
  const menu = useDisclosure();
  const [, navigate] = useLocation();
  const {user} = useAtomValue(authAtom);
  const words = pageWords(layoutBook);

  async function logout() {
    menu.close();
    const api = await loadApi();
    await api.logout();
    navigate('/log-in');
  }

  const links = [
    {href: '/profile', label: words('accountProfile')},
    {href: '/volunteer-page', label: words('accountVolunteer')},
    {href: '/work-for-us-detail', label: words('accountWorkForUs')},
    // Only a hint: /staff checks the role with the server, and every staff call is checked again there.
    ...(user && hasRole(user.role, 'staff') ? [{href: '~/staff', label: words('accountStaffConsole')}] : []),
  ];

  return (
    <div ref={menu.wrapperRef} className={css`position: relative;`}>
      <button {...menu.button} className={buttonClass('secondary')}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c1-4.5 4-7 8-7s7 2.5 8 7" fill="currentColor" />
        </svg>
        {words('myAccount')}
      </button>
      <ul
        id={menu.panelId}
        hidden={!menu.open}
        className={css`
          list-style: none; margin: 8px 0 0; padding: 8px; min-width: 220px; z-index: 200;
          background: ${colors.white}; border: 1px solid ${colors.borderStrong}; border-radius: ${radius.m};
          box-shadow: 0 8px 24px rgb(30 35 32 / 0.18);
          @media (min-width: 1024px) { position: absolute; right: 0; }
        `}
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={itemClass()} onClick={menu.close}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={itemClass()} onClick={logout}>
            {words('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
