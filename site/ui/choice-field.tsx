// One choice of a few, as native radio buttons in a fieldset whose legend names the question; the error
// is tied to every button. Wired like the kit's fields: spread `form.bind(name)` on it.
import {css} from 'goober';
import {useId} from 'react';
import {checkChoiceClass} from './check-field.tsx';
import {colors} from './theme.ts';

export type ChoiceFieldProps = {
  legend: string;
  name: string;
  value: string;
  options: readonly {value: string; label: string}[];
  error?: string;
  onChange: (event: {currentTarget: {value: string}}) => void;
};

/** A labelled group of radio buttons, side by side where they fit. */
export function ChoiceField({legend, name, value, options, error, onChange}: ChoiceFieldProps) {
  const errorId = useId();
  return (
    <fieldset className={css`border: none; margin: 0; padding: 0; display: grid; gap: 6px;`}>
      <legend className={css`font-weight: 650; margin-bottom: 6px;`}>{legend}</legend>
      <div className={css`display: flex; flex-wrap: wrap; gap: 4px 24px;`}>
        {options.map((option) => (
          <label key={option.value} className={checkChoiceClass()}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange({currentTarget: {value: event.currentTarget.value}})}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <span
        id={errorId}
        className={css`color: ${colors.error}; font-weight: 600; &:empty { display: none; }`}
      >
        {error ?? ''}
      </span>
    </fieldset>
  );
}
