// An inline text link; router navigation for internal paths, a plain <a> otherwise.
import type {AnchorHTMLAttributes} from 'react';
import {Link} from 'wouter';
import {isExternal} from './link-button.tsx';

export function TextLink({href, ...rest}: AnchorHTMLAttributes<HTMLAnchorElement> & {href: string}) {
  if (isExternal(href)) return <a href={href} {...rest} />;
  return <Link href={href} {...rest} />;
}
