// A labelled input whose error is tied to it with aria-describedby and aria-invalid.
import {type InputHTMLAttributes, useId} from 'react';
import {controlClass, errorClass, fieldClass, labelClass} from './form-styles.ts';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  name: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
};

/** One labelled text input with its inline error. */
export function TextField({label, name, value, error, onValueChange, ...inputProps}: TextFieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={fieldClass()}>
      <label className={labelClass()} htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        className={controlClass()}
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
      {error ? (
        <p className={errorClass()} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
