// A link that looks like a button. Internal paths use the router; http(s), mailto and hash links use <a>,
// and so does a link to a #section of the current page, so the browser scrolls and fires hashchange.
import type {AnchorHTMLAttributes} from 'react';
import {Link, useLocation, useRouter} from 'wouter';
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
  const {base} = useRouter();
  const samePageHash = href.includes('#') && href.split('#')[0] === location;
  if (isExternal(href)) return <a href={href} className={classes} {...rest} />;
  // The page's own path in its language (/zh/contributions#donate), as the router's links would have it.
  if (samePageHash) return <a href={base + href} className={classes} {...rest} />;
  return <Link href={href} className={classes} {...rest} />;
}
