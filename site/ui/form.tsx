// Every form of the site. Pages are prerendered, so a form is on screen before React hydrates: until
// then its fields sit in a disabled fieldset (nothing typed is lost, nothing is submitted natively),
// and the method is POST so even a native submit could never put a password in the URL.
import {css} from 'goober';
import type {FormHTMLAttributes, Ref} from 'react';
import {useHydrated} from '../lib/use-hydrated.ts';
import type {useForm} from './use-form.ts';
import {visuallyHiddenClass} from './visually-hidden.tsx';

export type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> & {
  ref?: Ref<HTMLFormElement>;
  /** useForm's state: wires submit, the ref for error focus, and the error summary. */
  form?: Pick<ReturnType<typeof useForm>, 'formRef' | 'onSubmit' | 'summary'>;
};

// `display: contents` lets the fields stay the form's own layout items, so the fieldset adds no box,
// no spacing and no shift when it is enabled.
const fieldsetClass = () => css`
  display: contents;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

/** A `<form method="post">` whose controls stay disabled until the page has hydrated. */
export function Form({children, form, ...props}: FormProps) {
  const hydrated = useHydrated();
  const wired = form ? {ref: form.formRef, onSubmit: form.onSubmit, noValidate: true} : {};
  return (
    <form {...props} {...wired} method="post">
      {/* role="none": the fieldset is a switch, not a group a screen reader should announce. */}
      <fieldset role="none" disabled={!hydrated} className={fieldsetClass()}>
        {children}
      </fieldset>
      {form && (
        <div aria-live="polite" className={visuallyHiddenClass()}>
          {form.summary}
        </div>
      )}
    </form>
  );
}

/** A form laid out as a stack of fields with even spacing. */
export const formStackClass = () => css`
  display: grid;
  gap: 20px;
  align-content: start;
`;
