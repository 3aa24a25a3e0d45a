// A new-password field that states the rule before anyone types, so nobody has to guess which symbols count.
import {css} from 'goober';
import {uiBook} from '../../core/i18n/index.ts';
import {PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS} from '../../core/rules/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {richText} from '../lib/rich-text.tsx';
import {TextField, type TextFieldProps} from './field.tsx';

const SYMBOLS = [...PASSWORD_SYMBOLS].join(' ');

/** A `type="password"` field for a new password, with the rule (built from core's constants) as its hint. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'hint'>) {
  const hint = richText(
    pageWords(uiBook),
    'passwordRule',
    // The symbols stay on one line, so none is mistaken for punctuation of the sentence.
    {symbols: (symbols) => <strong className={css`white-space: nowrap;`}>{symbols}</strong>},
    {min: PASSWORD_MIN_LENGTH, symbols: SYMBOLS},
  );
  return <TextField type="password" autoComplete="new-password" hint={hint} {...props} />;
}
