// The console's menu: a list of links, the current one marked with aria-current. A column beside the
// screen on wide screens; on phones a wrapping row of buttons above it.
import {css} from 'goober';
import {Link} from 'wouter';
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

type StaffNavProps = {sections: readonly StaffSection[]; current: string | null};

/** Links to the overview and to every section the user may open. */
export function StaffNav({sections, current}: StaffNavProps) {
  const items = [{slug: '', title: 'Overview'}, ...sections];
  return (
    <nav aria-label="Staff console">
      <ul
        className={css`
          list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px;
          ${media.desktop} { flex-direction: column; flex-wrap: nowrap; gap: 2px; }
        `}
      >
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              href={item.slug ? `/staff/${item.slug}` : '/staff'}
              className={linkClass()}
              aria-current={(current ?? '') === item.slug ? 'page' : undefined}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
