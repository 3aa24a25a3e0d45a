// A new-password field that states the rule before anyone types, so nobody has to guess which symbols count.
import {css} from 'goober';
import {PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS} from '../../core/data/index.ts';
import {TextField, type TextFieldProps} from './field.tsx';

const SYMBOLS = [...PASSWORD_SYMBOLS].join(' ');

/** The password rule in plain words, built from core's pattern constants. */
export const PASSWORD_RULE_HINT = `Use at least ${PASSWORD_MIN_LENGTH} characters: an uppercase letter, a lowercase letter, a number and one of these symbols: ${SYMBOLS}`;

/** A `type="password"` field for a new password, with the rule as its hint. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'hint'>) {
  const hint = (
    <>
      {PASSWORD_RULE_HINT.slice(0, -SYMBOLS.length)}
      {/* The symbols stay on one line, so none is mistaken for punctuation of the sentence. */}
      <strong className={css`white-space: nowrap;`}>{SYMBOLS}</strong>
    </>
  );
  return <TextField type="password" autoComplete="new-password" hint={hint} {...props} />;
}
