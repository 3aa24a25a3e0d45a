// App store links, drawn as simple badges (their addresses are configuration).
import {css} from 'goober';
import {colors, radius} from '../../ui/theme.ts';

const config = __NARD_SITE_CONFIG__;

const badgeClass = () => css`
  display: inline-flex; align-items: center; gap: 10px; min-height: 56px; padding: 8px 18px;
  background: ${colors.ink}; color: ${colors.white}; border-radius: ${radius.m}; text-decoration: none; font-weight: 700;
  &:hover { color: ${colors.yellow}; }
`;

export function StoreBadges() {
  return (
    <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
      <a href={config.appStoreUrl} className={badgeClass()} rel="noopener">
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path
            d="M16 3c0 2-1.5 3.5-3.3 3.6C12.5 4.8 14 3.2 16 3zM19 17c-1 2-2 4-3.6 4-1.4 0-1.8-.8-3.4-.8s-2 .8-3.4.8C7 21 4 17 4 13c0-3 2-5 4-5 1.4 0 2.4.9 3.6.9 1.1 0 2-.9 3.7-.9 1.3 0 2.8.7 3.7 2-3.2 1.7-2.7 6 0 7z"
            fill="currentColor"
          />
        </svg>
        Download on the App Store
      </a>
      <a href={config.googlePlayUrl} className={badgeClass()} rel="noopener">
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M4 3l11 9-11 9z" fill="#4C9A6A" />
          <path d="M4 3l15 8-4 1z" fill="#F5C531" />
          <path d="M4 21l15-8-4-1z" fill="#CFE8D6" />
        </svg>
        Get it on Google Play
      </a>
    </div>
  );
}
