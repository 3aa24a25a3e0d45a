// A surface for grouped content: white, rounded, a soft border. `as` picks the element for semantics.
import {css} from 'goober';
import type {ReactNode} from 'react';
import {colors, radius} from './theme.ts';

export type CardProps = {
  children: ReactNode;
  as?: 'article' | 'div' | 'li' | 'section';
  tone?: 'white' | 'green' | 'yellow';
  className?: string;
};

const tones = {
  white: `background: ${colors.white};`,
  green: `background: ${colors.greenSoft};`,
  yellow: `background: ${colors.yellowSoft};`,
};

export function cardClass(tone: CardProps['tone'] = 'white'): string {
  return css`
    ${tones[tone]} border: 1px solid ${colors.border}; border-radius: ${radius.l};
    padding: 24px; display: flex; flex-direction: column; gap: 12px;
    box-shadow: 0 1px 2px rgb(27 36 32 / 0.06);
    & > *:last-child { margin-bottom: 0; }
  `;
}

export function Card({children, as: Tag = 'div', tone = 'white', className}: CardProps) {
  const classes = className ? `${cardClass(tone)} ${className}` : cardClass(tone);
  return <Tag className={classes}>{children}</Tag>;
}
