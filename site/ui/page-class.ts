// The width and padding of a page's main column, shared by the account pages and the events pages.
// Made during render, not at import, so every prerendered page extracts its own CSS (same rule as site/ui).
import {css} from 'goober';
import {space} from './theme.ts';

export const pageClass = () => css`
  display: grid;
  gap: ${space.l};
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space.xl} ${space.m};
`;
