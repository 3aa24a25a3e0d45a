// The page's single h1 in a hero band. It takes focus after client-side navigation (see app/layout).
import {css} from 'goober';
import type {ReactNode} from 'react';
import {containerClass} from './section.tsx';
import {colors, media} from './theme.ts';

export type PageHeadingProps = {
  title: ReactNode;
  lead?: ReactNode;
  illustration?: ReactNode;
  children?: ReactNode;
};

export function PageHeading({title, lead, illustration, children}: PageHeadingProps) {
  return (
    <div className={css`background: ${colors.greenSoft}; padding: 40px 0;`}>
      <div
        className={`${containerClass()} ${css`display: grid; gap: 24px; align-items: center;
          ${media.tablet} { grid-template-columns: ${illustration ? '3fr 2fr' : '1fr'}; }`}`}
      >
        <div>
          <h1 tabIndex={-1} data-page-heading="">
            {title}
          </h1>
          {lead && <p className={css`font-size: 1.2rem; color: ${colors.ink};`}>{lead}</p>}
          {children}
        </div>
        {illustration && <div aria-hidden="true">{illustration}</div>}
      </div>
    </div>
  );
}
