// A check box with its label beside it, an optional hint under the label, and an error tied to the box;
// the kit's fields hold text, so the box reads and writes 'yes' or ''.
import {css} from 'goober';
import type {ReactNode} from 'react';
import {describedBy, useFieldIds} from './field-frame.tsx';
import {colors, focusRing} from './theme.ts';

/** The look of a box beside its words: a 24 px box, the words wrap under themselves, 44 px to tap. */
export const checkChoiceClass = () => css`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  min-height: 44px;
  & input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 2px 0 0;
    accent-color: ${colors.green};
  }
  & input:focus-visible {
    ${focusRing}
  }
  & .hint {
    display: block;
    margin: 4px 0 0;
    color: ${colors.muted};
    font-size: 0.95rem;
  }
`;

export type CheckFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  name: string;
  /** 'yes' when ticked (a field the form has not set yet is not ticked). */
  value: string | undefined;
  onChange: (event: {currentTarget: {value: string}}) => void;
  id?: string;
};

/** A labelled check box wired like the kit's fields: spread `form.bind(name)` on it. */
export function CheckField({label, hint, error, name, value, onChange, id}: CheckFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={css`display: grid; gap: 6px;`}>
      <label className={checkChoiceClass()} htmlFor={ids.controlId}>
        <input
          id={ids.controlId}
          type="checkbox"
          name={name}
          checked={value === 'yes'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onChange={(event) => onChange({currentTarget: {value: event.currentTarget.checked ? 'yes' : ''}})}
        />
        <span>
          {label}
          {hint && (
            <span className="hint" id={ids.hintId}>
              {hint}
            </span>
          )}
        </span>
      </label>
      <span
        id={ids.errorId}
        className={css`color: ${colors.error}; font-weight: 600; &:empty { display: none; }`}
      >
        {error ?? ''}
      </span>
    </div>
  );
}
