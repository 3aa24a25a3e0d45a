// The kit's text, text-area and select fields. Each takes its control's own props plus the frame's
// (label, hint, error); spread `form.bind(name)` from useForm to wire value, error and onChange.
import type {InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes} from 'react';
import {controlClass, describedBy, type FieldCommon, FieldFrame, useFieldIds} from './field-frame.tsx';

export type TextFieldProps = FieldCommon & InputHTMLAttributes<HTMLInputElement>;

/** A labelled `<input>`; the error is announced with the control. */
export function TextField({
  label,
  error,
  hint,
  errorIn,
  id,
  placeholder,
  className,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame label={label} error={error} hint={hint} errorIn={errorIn} {...ids}>
      <input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        placeholder={error && errorIn === 'placeholder' ? error : placeholder}
        className={className ? `${controlClass(!!error)} ${className}` : controlClass(!!error)}
        {...input}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldCommon & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled `<textarea>`, five rows tall. */
export function TextAreaField({label, error, hint, errorIn, id, placeholder, ...area}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame label={label} error={error} hint={hint} errorIn={errorIn} {...ids}>
      <textarea
        id={ids.controlId}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        placeholder={error && errorIn === 'placeholder' ? error : placeholder}
        className={controlClass(!!error)}
        {...area}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldCommon &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly {value: string; label: string}[];
    /** Text of an empty first option, e.g. 'Select your region'. */
    emptyLabel?: string;
  };

/** A labelled native `<select>` (native keeps screen-reader and phone pickers working). */
export function SelectField({label, error, hint, id, options, emptyLabel, ...select}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={controlClass(!!error)}
        {...select}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
