// A page section with an h2 that labels it; `tone` gives alternating bands of colour.
import {css} from 'goober';
import type {ReactNode} from 'react';
import {colors, maxWidth} from './theme.ts';

export type SectionProps = {
  id?: string;
  title?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'white' | 'green' | 'dark';
  children?: ReactNode;
};

const tones = {
  plain: '',
  white: `background: ${colors.white};`,
  green: `background: ${colors.greenSoft};`,
  dark: `background: ${colors.greenDark}; color: ${colors.white};
    & h2, & h3 { color: ${colors.white}; } & a { color: ${colors.yellow}; }
    & :focus-visible { outline-color: ${colors.yellow}; box-shadow: none; }`,
};

/** Wraps content in the site's max width, with vertical rhythm. */
export function containerClass(): string {
  return css`max-width: ${maxWidth}; margin: 0 auto; padding: 0 20px;`;
}

export function Section({id, title, intro, tone = 'plain', children}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={css`padding: 56px 0; ${tones[tone]}`}
    >
      <div className={containerClass()}>
        {title && <h2 id={headingId}>{title}</h2>}
        {intro && <div className={css`margin-bottom: 24px; font-size: 1.15rem;`}>{intro}</div>}
        {children}
      </div>
    </section>
  );
}
