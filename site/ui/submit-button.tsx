// The submit button of a kit form: disabled and relabelled while the form is sending.
import type {ReactNode} from 'react';
import {uiBook} from '../../core/i18n/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {Button, type ButtonVariant} from './button.tsx';

export type SubmitButtonProps = {
  /** useForm's `busy`. */
  busy: boolean;
  children: ReactNode;
  /** The label while sending ('Loading...' in the page's language when absent). */
  busyText?: string;
  variant?: ButtonVariant;
};

/** `<button type="submit">` that shows `busyText` and ignores clicks while `busy`. */
export function SubmitButton({busy, children, busyText, variant}: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} disabled={busy}>
      {busy ? (busyText ?? pageWords(uiBook)('busy')) : children}
    </Button>
  );
}
