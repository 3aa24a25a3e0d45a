// App store badges. Their addresses are configuration (APP_STORE_URL, GOOGLE_PLAY_URL); a store that is
// not configured yet says the app is coming soon, as plain text, so nobody follows a dead link.
import {css} from 'goober';
import type {ReactNode} from 'react';
import type {PublicConfig} from '../../../core/content/index.ts';
import {homebizBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {SITE_CONFIG} from '../../lib/site-config.ts';
import {colors, radius} from '../../ui/theme.ts';

type AppLinks = PublicConfig['appLinks'];

const shape = 'display: inline-flex; align-items: center; gap: 10px; min-height: 56px; padding: 8px 18px;';

const badgeClass = () => css`
  ${shape} background: ${colors.ink}; color: ${colors.white}; border-radius: ${radius.m}; text-decoration: none; font-weight: 700;
  &:hover { color: ${colors.yellow}; }
`;

// Dashed and in the surrounding text colour: it reads on light and dark sections and looks unlike a button.
const comingSoonClass = () => css`
  ${shape} margin: 0; color: inherit; border: 2px dashed currentColor; border-radius: ${radius.m}; font-weight: 600;
`;

const appleIcon = (
  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
    <path
      d="M16 3c0 2-1.5 3.5-3.3 3.6C12.5 4.8 14 3.2 16 3zM19 17c-1 2-2 4-3.6 4-1.4 0-1.8-.8-3.4-.8s-2 .8-3.4.8C7 21 4 17 4 13c0-3 2-5 4-5 1.4 0 2.4.9 3.6.9 1.1 0 2-.9 3.7-.9 1.3 0 2.8.7 3.7 2-3.2 1.7-2.7 6 0 7z"
      fill="currentColor"
    />
  </svg>
);

const playIcon = (
  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
    <path d="M4 3l11 9-11 9z" fill="#4C9A6A" />
    <path d="M4 3l15 8-4 1z" fill="#F5C531" />
    <path d="M4 21l15-8-4-1z" fill="#CFE8D6" />
  </svg>
);

function Badge(props: {href: string | null; icon: ReactNode; linkText: string; soonText: string}) {
  if (!props.href) {
    return (
      <p className={comingSoonClass()}>
        {props.icon}
        {props.soonText}
      </p>
    );
  }
  return (
    <a href={props.href} className={badgeClass()} rel="noopener">
      {props.icon}
      {props.linkText}
    </a>
  );
}

/** True when at least one store link is configured. */
export function hasStoreLink(links: AppLinks = SITE_CONFIG.appLinks): boolean {
  return links.appStore !== null || links.googlePlay !== null;
}

export function StoreBadges({links = SITE_CONFIG.appLinks}: {links?: AppLinks}) {
  const words = pageWords(homebizBook);
  return (
    <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
      <Badge
        href={links.appStore}
        icon={appleIcon}
        linkText={words('appStoreLink')}
        soonText={words('appStoreSoon')}
      />
      <Badge
        href={links.googlePlay}
        icon={playIcon}
        linkText={words('googlePlayLink')}
        soonText={words('googlePlaySoon')}
      />
    </div>
  );
}
