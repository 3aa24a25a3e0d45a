// Labelled controls with their error line, shared by the elements and their parts. Ids only need to be
// unique inside one element's shadow root. Labels, prompts, options and errors are English sentences of the
// catalogue, shown in the element's language (language.ts).
import type {ComponentChildren} from 'preact';
import {useT} from './language.ts';

type FieldProps = {name: string; label: string; error?: string | undefined; children: ComponentChildren};

/** Label above, control, then the error (if any) that the control is described by. */
export function Field({name, label, error, children}: FieldProps) {
  const t = useT();
  return (
    <div class="field" part="field">
      <label for={name}>{t(label)}</label>
      {children}
      {error ? (
        <p id={`${name}-error`} class="error field-error">
          {t(error)}
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
  const t = useT();
  return (
    <Field name={name} label={label} error={error}>
      <select
        {...controlProps(name, error)}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{t(prompt)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </Field>
  );
}
