// Form fields: a visible label, the control, an optional hint and an error that is tied to the control
// with aria-describedby and aria-invalid. `errorIn="placeholder"` also writes the error into the
// placeholder (the contact form's look) while keeping it announced.
import {css} from 'goober';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import {colors, radius} from './theme.ts';
import {visuallyHiddenClass} from './visually-hidden.tsx';

type Common = {label: ReactNode; error?: string; hint?: ReactNode; errorIn?: 'text' | 'placeholder'};

export function controlClass(invalid: boolean): string {
  return css`
    display: block; width: 100%; min-height: 48px; padding: 10px 14px;
    font: inherit; font-size: 1rem; color: ${colors.ink}; background: ${colors.white};
    border: 2px solid ${invalid ? colors.error : colors.borderStrong}; border-radius: ${radius.s};
    &::placeholder { color: ${invalid ? colors.error : colors.muted}; opacity: 1; }
    &:disabled { background: ${colors.surface}; }
  `;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return {controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error`};
}

function FieldFrame(
  props: Common & {controlId: string; hintId: string; errorId: string; children: ReactNode},
) {
  const {label, error, hint, errorIn = 'text', controlId, hintId, errorId, children} = props;
  return (
    <div className={css`display: flex; flex-direction: column; gap: 6px; margin-bottom: 18px;`}>
      <label htmlFor={controlId} className={css`font-weight: 650;`}>
        {label}
      </label>
      {hint && (
        <span id={hintId} className={css`color: ${colors.muted}; font-size: 0.95rem;`}>
          {hint}
        </span>
      )}
      {children}
      <span
        id={errorId}
        className={
          errorIn === 'placeholder'
            ? visuallyHiddenClass()
            : css`color: ${colors.error}; font-size: 0.95rem; font-weight: 600; &:empty { display: none; }`
        }
      >
        {error ?? ''}
      </span>
    </div>
  );
}

function describedBy(hint: ReactNode, hintId: string, error: string | undefined, errorId: string) {
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

export type TextFieldProps = Common & InputHTMLAttributes<HTMLInputElement>;

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
        aria-describedby={describedBy(hint, ids.hintId, error, ids.errorId)}
        placeholder={error && errorIn === 'placeholder' ? error : placeholder}
        className={className ? `${controlClass(!!error)} ${className}` : controlClass(!!error)}
        {...input}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Common & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({label, error, hint, errorIn, id, placeholder, ...area}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame label={label} error={error} hint={hint} errorIn={errorIn} {...ids}>
      <textarea
        id={ids.controlId}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, ids.hintId, error, ids.errorId)}
        placeholder={error && errorIn === 'placeholder' ? error : placeholder}
        className={controlClass(!!error)}
        {...area}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly {value: string; label: string}[];
    emptyLabel?: string;
  };

export function SelectField({label, error, hint, id, options, emptyLabel, ...select}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, ids.hintId, error, ids.errorId)}
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
