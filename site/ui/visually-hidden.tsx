// Text for screen readers only.
import {css} from 'goober';
import type {ReactNode} from 'react';

export const visuallyHiddenClass = () =>
  css`position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;`;

export function VisuallyHidden({children}: {children: ReactNode}) {
  return <span className={visuallyHiddenClass()}>{children}</span>;
}
