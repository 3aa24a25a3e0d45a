// Four single-digit boxes: digits only, focus moves on, Backspace moves back, pasting a code fills them.
import {css} from 'goober';
import {type ClipboardEvent, type KeyboardEvent, useId, useRef} from 'react';
import {uiAccountBook} from '../../core/i18n/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {spreadPaste, typedDigit} from './otp-digits.ts';
import {colors, focusRing, radius} from './theme.ts';

const fieldsetClass = () => css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

const rowClass = () => css`
  display: flex;
  gap: 8px;
`;

// The boxes shrink to 44 px on a 320 px phone so the four always fit.
const boxClass = () => css`
  flex: 1 1 0;
  min-width: 44px;
  max-width: 56px;
  height: 56px;
  font: inherit;
  font-size: 1.5rem;
  text-align: center;
  color: ${colors.ink};
  background: ${colors.white};
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radius.s};
  &:focus-visible {
    ${focusRing}
  }
  &[aria-invalid='true'] {
    border-color: ${colors.error};
  }
`;

const errorClass = () => css`
  margin: 0;
  color: ${colors.error};
  font-size: 0.95rem;
  font-weight: 600;
`;

export type OtpBoxesProps = {
  /** One string per box ('' when empty); its length sets the number of boxes. */
  digits: readonly string[];
  error?: string;
  onDigitsChange: (digits: string[]) => void;
};

/** The code boxes, inside a fieldset whose legend names the code; the error is announced with each box. */
export function OtpBoxes({digits, error, onDigitsChange}: OtpBoxesProps) {
  const words = pageWords(uiAccountBook);
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();

  // After a paste, focus waits on the first box still empty, or the last box when all are full.
  function fill(next: string[]) {
    onDigitsChange(next);
    const firstEmpty = next.indexOf('');
    focusBox(firstEmpty === -1 ? next.length - 1 : firstEmpty);
  }

  function onChange(index: number, raw: string) {
    // Phones may autofill the whole code into one box; treat that like a paste.
    const spread = raw.replace(/\D/g, '').length >= digits.length ? spreadPaste(digits, index, raw) : null;
    if (spread) {
      fill(spread);
      return;
    }
    const next = [...digits];
    next[index] = typedDigit(digits[index] ?? '', raw);
    onDigitsChange(next);
    if (next[index] !== '' && index < digits.length - 1) focusBox(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onDigitsChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      focusBox(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const spread = spreadPaste(digits, index, event.clipboardData.getData('text'));
    event.preventDefault();
    if (spread) fill(spread);
  }

  return (
    <fieldset className={fieldsetClass()}>
      <legend>{words('codeLegend')}</legend>
      <div className={rowClass()}>
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder, so the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list of boxes
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={boxClass()}
            name={`otp-${index + 1}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={words('codeDigit', {position: index + 1, count: digits.length})}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            onChange={(event) => onChange(index, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            // Selecting the digit on focus lets a new key press replace it.
            onFocus={(event) => event.currentTarget.select()}
            onPaste={(event) => onPaste(index, event)}
          />
        ))}
      </div>
      {error ? (
        <p className={errorClass()} id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
