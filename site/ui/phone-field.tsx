// A phone input with Singapore's calling code fixed beside it (SPEC: not editable), announced with it.
import {css} from 'goober';
import type {InputHTMLAttributes} from 'react';
import {uiBook} from '../../core/i18n/index.ts';
import {DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH} from '../../core/rules/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {controlClass, describedBy, type FieldCommon, FieldFrame, useFieldIds} from './field-frame.tsx';
import {colors, radius} from './theme.ts';
import {VisuallyHidden} from './visually-hidden.tsx';

export type PhoneFieldProps = FieldCommon & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A labelled tel input for the local number; the calling code is shown and announced, not typed. */
export function PhoneField({label, error, hint, id, ...input}: PhoneFieldProps) {
  const ids = useFieldIds(id);
  const prefixId = `${ids.controlId}-country`;
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <div className={css`display: flex; align-items: stretch; gap: 0.5rem;`}>
        <span
          id={prefixId}
          className={css`
            display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.75rem;
            font-weight: 600; color: ${colors.ink}; background: ${colors.greenSoft};
            border: 2px solid ${colors.borderStrong}; border-radius: ${radius.s};
          `}
        >
          <VisuallyHidden>{pageWords(uiBook)('callingCode')}</VisuallyHidden>
          {DEFAULT_PHONE_COUNTRY.callingCode}
        </span>
        <input
          id={ids.controlId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, prefixId)}
          className={controlClass(!!error)}
          {...input}
        />
      </div>
    </FieldFrame>
  );
}
