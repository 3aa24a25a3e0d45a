// A link that looks like a button. Internal paths use the router; http(s), mailto and hash links use <a>.
import type {AnchorHTMLAttributes} from 'react';
import {Link} from 'wouter';
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
  if (isExternal(href)) return <a href={href} className={classes} {...rest} />;
  return <Link href={href} className={classes} {...rest} />;
}
