// Buttons. Every variant keeps a 44 px minimum target and a visible focus ring.
import {css} from 'goober';
import type {ComponentPropsWithRef} from 'react';
import {colors, radius} from './theme.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'quiet';

const variants: Record<ButtonVariant, string> = {
  primary: `background: ${colors.green}; color: ${colors.white}; border-color: ${colors.green};
    &:hover:not(:disabled) { background: ${colors.greenDark}; color: ${colors.white}; }`,
  secondary: `background: ${colors.white}; color: ${colors.green}; border-color: ${colors.green};
    &:hover:not(:disabled) { background: ${colors.greenSoft}; color: ${colors.greenDark}; }`,
  accent: `background: ${colors.yellow}; color: ${colors.ink}; border-color: ${colors.yellow};
    &:hover:not(:disabled) { background: #eab928; color: ${colors.ink}; }`,
  quiet: `background: transparent; color: ${colors.green}; border-color: transparent;
    &:hover:not(:disabled) { background: ${colors.greenSoft}; color: ${colors.greenDark}; }`,
};

/** Class name for anything that should look like a button (also used by LinkButton). */
export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return css`
    display: ${block ? 'flex' : 'inline-flex'}; width: ${block ? '100%' : 'auto'}; max-width: 100%;
    text-align: center;
    align-items: center; justify-content: center; gap: 8px;
    min-height: 44px; min-width: 44px; padding: 10px 20px;
    border: 2px solid; border-radius: ${radius.round};
    font: inherit; font-weight: 650; font-size: 1rem; line-height: 1.2; text-decoration: none;
    cursor: pointer; transition: background-color 150ms ease;
    ${variants[variant]}
    &:disabled { opacity: 0.65; cursor: not-allowed; }
  `;
}

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  block?: boolean;
};

/** A native button; `type` defaults to 'button' so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = className ? `${buttonClass(variant, block)} ${className}` : buttonClass(variant, block);
  return <button type={type} className={classes} {...rest} />;
}
