// The console's menu: a list of links, the current one marked with aria-current. A column beside the
// screen on wide screens; on phones a "Console menu" button opens it, so the screen starts near the top.
import {css} from 'goober';
import {useId, useState} from 'react';
import {Link} from 'wouter';
import {buttonClass} from '../../ui/button.tsx';
import {colors, focusRing, media, radius} from '../../ui/theme.ts';
import type {StaffSection} from './staff-sections.ts';

const linkClass = () => css`
  display: flex; align-items: center; min-height: 44px; padding: 8px 14px; border-radius: ${radius.s};
  color: ${colors.greenDark}; background: ${colors.white}; border: 1px solid ${colors.borderStrong};
  font-weight: 600; text-decoration: none;
  &:hover { background: ${colors.greenSoft}; }
  &:focus-visible { ${focusRing} }
  &[aria-current='page'] { background: ${colors.greenDark}; color: ${colors.white}; border-color: ${colors.greenDark}; }
  ${media.desktop} { border-color: transparent; background: transparent; }
`;

const listClass = (open: boolean) => css`
  list-style: none; margin: 12px 0 0; padding: 0; display: ${open ? 'flex' : 'none'}; flex-wrap: wrap; gap: 8px;
  ${media.desktop} { display: flex; margin: 0; flex-direction: column; flex-wrap: nowrap; gap: 2px; }
`;

type StaffNavProps = {sections: readonly StaffSection[]; current: string | null};

/** Links to the overview and to every section the user may open. */
export function StaffNav({sections, current}: StaffNavProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const items = [{slug: '', title: 'Overview'}, ...sections];
  return (
    <nav aria-label="Staff console">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={`${buttonClass('secondary')} ${css`${media.desktop} { display: none; }`}`}
      >
        {open ? 'Hide the console menu' : 'Console menu'}
      </button>
      <ul id={listId} className={listClass(open)}>
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              href={item.slug ? `/staff/${item.slug}` : '/staff'}
              className={linkClass()}
              aria-current={(current ?? '') === item.slug ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
