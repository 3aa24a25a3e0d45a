// The inline result of a form that shows it on the page instead of as a toast: success in a status
// region, failure in an alert region; both regions exist from the start so screen readers announce them.
import {css} from 'goober';
import {colors, radius} from './theme.ts';
import type {FormOutcome as Outcome} from './use-form.ts';

const regionClass = () => css`&:empty { display: none; }`;

const messageClass = (color: string) =>
  css`margin: 0; padding: 12px 16px; border-left: 6px solid ${color}; border-radius: ${radius.s}; background: ${colors.white}; color: ${color}; font-weight: 700;`;

/** Shows useForm's `outcome`. */
export function FormOutcome({outcome}: {outcome: Outcome}) {
  return (
    <>
      <div role="status" className={regionClass()}>
        {outcome?.kind === 'success' && <p className={messageClass(colors.success)}>{outcome.text}</p>}
      </div>
      <div role="alert" className={regionClass()}>
        {outcome?.kind === 'error' && <p className={messageClass(colors.error)}>{outcome.text}</p>}
      </div>
    </>
  );
}
