// The frame every field of the kit shares: a visible label, an optional hint, the control, and an error
// tied to the control with aria-describedby and aria-invalid. Fields differ only in their control.
import {css} from 'goober';
import {type ReactNode, useId} from 'react';
import {colors, radius} from './theme.ts';
import {visuallyHiddenClass} from './visually-hidden.tsx';

/** Props every field of the kit takes besides its control's own. */
export type FieldCommon = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** `placeholder` also writes the error into the empty control's placeholder (the contact form's look). */
  errorIn?: 'text' | 'placeholder';
};

/** The look of a text-like control; red border and placeholder while invalid. */
export function controlClass(invalid: boolean): string {
  return css`
    display: block; width: 100%; min-height: 48px; padding: 10px 14px;
    font: inherit; font-size: 1rem; color: ${colors.ink}; background: ${colors.white};
    border: 2px solid ${invalid ? colors.error : colors.borderStrong}; border-radius: ${radius.s};
    &::placeholder { color: ${invalid ? colors.error : colors.muted}; opacity: 1; }
    &:disabled { background: ${colors.surface}; }
    /* A select is as wide as its longest option by nature; Tamil prompts would push a phone's page sideways. */
    select& { contain: inline-size; text-overflow: ellipsis; }
  `;
}

/** The ids a field needs; `id` wins over a generated one. */
export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return {controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error`};
}

/** `aria-describedby` of a control: its hint and its error, when each is there. */
export function describedBy(
  ids: {hintId: string; errorId: string},
  hint: ReactNode,
  error: string | undefined,
  extra?: string,
): string | undefined {
  return (
    [extra ?? '', hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined
  );
}

type FieldFrameProps = FieldCommon & {
  controlId: string;
  hintId: string;
  errorId: string;
  children: ReactNode;
};

/** Label, hint, control and error, stacked; spacing between fields is the form's (see `formStackClass`). */
export function FieldFrame(props: FieldFrameProps) {
  const {label, error, hint, errorIn = 'text', controlId, hintId, errorId, children} = props;
  return (
    <div className={css`display: flex; flex-direction: column; gap: 6px;`}>
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
