// Layout of the account pages (the panel a form sits in, page width, hints, links); fields and
// buttons come from site/ui. Classes are made during render, not at import, so every
// prerendered page extracts its own CSS (same rule as site/ui).
import {css} from 'goober';
import {colors, focusRing, radius, space} from '../../../ui/theme.ts';

export const formClass = () => css`
  display: grid;
  gap: ${space.l};
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${space.l};
  background: ${colors.white};
  border: 1px solid ${colors.border};
  border-radius: ${radius.m};
`;

export const hintClass = () => css`
  margin: 0;
  color: ${colors.muted};
  font-size: 1rem;
`;

export const linkClass = () => css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${colors.green};
  text-decoration: underline;
  &:focus-visible {
    ${focusRing}
  }
`;
