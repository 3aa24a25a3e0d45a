// The centred frame of the log-in, reset and profile pages.
import type {ReactNode} from 'react';
import {pageClass} from '../../../ui/page-class.ts';

/** Wraps one account form in the page's width and spacing. */
export function AccountPage({children}: {children: ReactNode}) {
  return <div className={pageClass()}>{children}</div>;
}
