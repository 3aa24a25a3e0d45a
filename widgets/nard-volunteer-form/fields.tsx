// Labelled inputs with their error line. Ids only need to be unique inside this element's shadow root.
import type {ComponentChildren} from 'preact';
import {DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH} from '../../core/data/index.ts';
import {APPLICATION_WORDS} from '../../core/rules/index.ts';

type FieldProps = {name: string; label: string; error?: string | undefined; children: ComponentChildren};

/** Label above, control, then the error (if any) that the control is described by. */
export function Field({name, label, error, children}: FieldProps) {
  return (
    <div class="field" part="field">
      <label for={name}>{label}</label>
      {children}
      {error ? (
        <p id={`${name}-error`} class="error field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The accessibility attributes every control shares. */
export function controlProps(name: string, error: string | undefined) {
  return {
    id: name,
    name,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': error ? `${name}-error` : undefined,
  };
}

type Option = {value: string; label: string};

type SelectProps = {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  prompt: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
};

/** A native select with a first 'Select ...' option, so nothing is chosen for the user. */
export function SelectField({name, label, value, options, prompt, error, disabled, onChange}: SelectProps) {
  return (
    <Field name={name} label={label} error={error}>
      <select
        {...controlProps(name, error)}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

type PhoneProps = {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onInput: (value: string) => void;
};

/** A phone number with Singapore's calling code shown in front; the code is not editable. */
export function PhoneField({name, label, value, error, onInput}: PhoneProps) {
  const describedBy = error ? `${name}-code ${name}-error` : `${name}-code`;
  return (
    <Field name={name} label={label} error={error}>
      <div class="phone">
        <span class="calling-code" id={`${name}-code`}>
          <span class="sr-only">{APPLICATION_WORDS.callingCode}</span>
          {DEFAULT_PHONE_COUNTRY.callingCode}
        </span>
        <input
          {...controlProps(name, error)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          aria-describedby={describedBy}
          value={value}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
      </div>
    </Field>
  );
}
