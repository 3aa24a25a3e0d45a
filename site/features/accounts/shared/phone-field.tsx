// An international phone input with Singapore's calling code fixed beside it (SPEC: not editable).
import {css} from 'goober';
import {useId} from 'react';
import {DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH} from '../../../../core/data/index.ts';
import {colors, radius} from '../../../ui/theme.ts';
import {VisuallyHidden} from '../../../ui/visually-hidden.tsx';
import {controlClass, errorClass, fieldClass, labelClass} from './form-styles.ts';

const rowClass = () => css`
  display: flex;
  align-items: stretch;
  gap: 0.5rem;
`;

const prefixClass = () => css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.75rem;
  font-weight: 600;
  color: ${colors.ink};
  background: ${colors.greenSoft};
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radius.s};
`;

const COUNTRY_NAME = 'Singapore';

type PhoneFieldProps = {
  label: string;
  name: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
};

/** A labelled tel input for the local number, with the calling code shown and announced but not editable. */
export function PhoneField({label, name, value, error, onValueChange}: PhoneFieldProps) {
  const id = `${useId()}-${name}`;
  const prefixId = `${id}-country`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${prefixId} ${errorId}` : prefixId;
  return (
    <div className={fieldClass()}>
      <label className={labelClass()} htmlFor={id}>
        {label}
      </label>
      <div className={rowClass()}>
        <span className={prefixClass()} id={prefixId}>
          <VisuallyHidden>{`${COUNTRY_NAME} calling code`}</VisuallyHidden>
          {DEFAULT_PHONE_COUNTRY.callingCode}
        </span>
        <input
          className={controlClass()}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        />
      </div>
      {error ? (
        <p className={errorClass()} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
