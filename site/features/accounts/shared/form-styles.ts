// Shared look of the account forms. Classes are made during render, not at import, so every
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

export const fieldClass = () => css`
  display: grid;
  gap: 6px;
`;

export const labelClass = () => css`
  font-weight: 600;
  color: ${colors.ink};
`;

export const controlClass = () => css`
  min-height: 44px;
  width: 100%;
  padding: ${space.s} 12px;
  font: inherit;
  color: ${colors.ink};
  background: ${colors.white};
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radius.s};
  &:focus-visible {
    ${focusRing}
  }
  &[aria-invalid='true'] {
    border-color: ${colors.error};
  }
`;

export const errorClass = () => css`
  margin: 0;
  color: ${colors.error};
  font-size: 1rem;
`;

export const hintClass = () => css`
  margin: 0;
  color: ${colors.muted};
  font-size: 1rem;
`;

const buttonBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  min-width: 44px;
  padding: 10px ${space.l};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  border: 2px solid ${colors.green};
  border-radius: ${radius.s};
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

export const buttonClass = () => css`
  ${buttonBase}
  color: ${colors.white};
  background: ${colors.green};
  &:hover {
    background: ${colors.greenDark};
    color: ${colors.white};
  }
  &:disabled {
    cursor: progress;
    background: ${colors.muted};
    border-color: ${colors.muted};
  }
`;

export const secondaryButtonClass = () => css`
  ${buttonBase}
  color: ${colors.green};
  background: ${colors.white};
  &:hover {
    color: ${colors.greenDark};
    background: ${colors.greenSoft};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${colors.muted};
    border-color: ${colors.muted};
  }
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

export const pageClass = () => css`
  display: grid;
  gap: ${space.l};
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space.xl} ${space.m};
`;
