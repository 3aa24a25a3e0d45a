// A labelled native select (native keeps screen-reader and phone pickers working) with its inline error.
import {useId} from 'react';
import {controlClass, errorClass, fieldClass, labelClass} from './form-styles.ts';

type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  /** Text of the empty first option, e.g. 'Select your region'. */
  placeholder: string;
  options: readonly {value: string; label: string}[];
  error?: string;
  disabled?: boolean;
  required?: boolean;
  onValueChange: (value: string) => void;
};

/** One labelled select with an empty first choice and its inline error. */
export function SelectField(props: SelectFieldProps) {
  const {label, name, value, placeholder, options, error, disabled, required, onValueChange} = props;
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={fieldClass()}>
      <label className={labelClass()} htmlFor={id}>
        {label}
      </label>
      <select
        className={controlClass()}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className={errorClass()} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
