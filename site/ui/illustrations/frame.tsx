// Shared wrapper for the site's drawings: decorative (hidden from screen readers) unless given a title.
import type {ReactNode} from 'react';

export function IllustrationFrame({title, children}: {title?: string; children: ReactNode}) {
  return (
    <svg
      viewBox="0 0 320 220"
      width="320"
      height="220"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      style={{width: '100%', height: 'auto', maxWidth: '420px'}}
    >
      <rect x="0" y="0" width="320" height="220" rx="24" fill="#F2ECDF" />
      {children}
    </svg>
  );
}
