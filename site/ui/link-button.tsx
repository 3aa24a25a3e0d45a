// A link that looks like a button. Internal paths use the router; http(s), mailto and hash links use <a>,
// and so does a link to a #section of the current page, so the browser scrolls and fires hashchange.
import type {AnchorHTMLAttributes} from 'react';
import {Link, useLocation} from 'wouter';
import {type ButtonVariant, buttonClass} from './button.tsx';

export type LinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  variant?: ButtonVariant;
  block?: boolean;
};

export function isExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:|#)/.test(href) || href.startsWith('/api/') || href.startsWith('/audit/');
}

export function LinkButton({href, variant = 'primary', block = false, className, ...rest}: LinkButtonProps) {
  const classes = className ? `${buttonClass(variant, block)} ${className}` : buttonClass(variant, block);
  const [location] = useLocation();
  const samePageHash = href.includes('#') && href.split('#')[0] === location;
  if (isExternal(href) || samePageHash) return <a href={href} className={classes} {...rest} />;
  return <Link href={href} className={classes} {...rest} />;
}
