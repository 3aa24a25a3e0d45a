// Picks the PayNow amount: a preset, any amount typed in the bank app, or the donor's own amount.
import {css} from 'goober';
import {useId} from 'react';
import {type AmountOption, amountChoices, DONATE_WORDS} from '../../../core/donate/index.ts';
import {donateBook} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {colors, focusRing, radius} from '../../ui/theme.ts';

export type AmountChoiceProps = {
  option: AmountOption;
  onOption: (option: AmountOption) => void;
  customText: string;
  onCustomText: (text: string) => void;
  /** The message for the typed amount, shown once the donor has typed or left the field. */
  customError: string | null;
  /** The choices; the PayNow panel's (with 'I will type it in my bank app') unless given. */
  choices?: {value: AmountOption; label: string}[];
  /** The typed amount's input id, so a form's error focus and summary can reach it. */
  customId?: string;
};

const pill = css`
  position: relative; display: inline-flex;
  & input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  & span {
    display: inline-flex; align-items: center; min-height: 44px; min-width: 64px; justify-content: center;
    padding: 8px 16px; border: 2px solid ${colors.green}; border-radius: ${radius.round};
    background: ${colors.white}; color: ${colors.green}; font-weight: 650;
  }
  & input:checked + span { background: ${colors.green}; color: ${colors.white}; }
  & input:focus-visible + span { ${focusRing} }
`;

export function AmountChoice(props: AmountChoiceProps) {
  const name = useId();
  const generatedId = useId();
  const inputId = props.customId ?? generatedId;
  const errorId = useId();
  const choices = props.choices ?? amountChoices();
  const t = pageTranslator(donateBook);
  return (
    <fieldset className={css`border: none; padding: 0; margin: 0 0 16px;`}>
      <legend className={css`font-weight: 650; margin-bottom: 8px;`}>{t(DONATE_WORDS.chooseAmount)}</legend>
      <div className={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={pill}>
            <input
              type="radio"
              name={name}
              checked={props.option === choice.value}
              onChange={() => props.onOption(choice.value)}
            />
            <span>{t(choice.label)}</span>
          </label>
        ))}
      </div>
      {props.option === 'other' && (
        <div className={css`margin-top: 16px; display: grid; gap: 6px; max-width: 320px;`}>
          <label htmlFor={inputId} className={css`font-weight: 650;`}>
            {t(DONATE_WORDS.ownAmount)}
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t(DONATE_WORDS.ownAmountExample)}
            value={props.customText}
            onChange={(event) => props.onCustomText(event.target.value)}
            aria-invalid={props.customError ? true : undefined}
            aria-describedby={props.customError ? errorId : undefined}
            className={css`
              min-height: 44px; padding: 8px 12px; font: inherit; border-radius: ${radius.s};
              border: 2px solid ${props.customError ? colors.error : colors.borderStrong};
            `}
          />
          {props.customError && (
            <p id={errorId} className={css`margin: 0; color: ${colors.error}; font-weight: 600;`}>
              {t(props.customError)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
