// The PayNow amount: core's choices as pill radios (presets, 'Other amount', 'I will type it in my bank
// app'), and the typed amount's field with its message, as on the site.
import {type AmountOption, amountChoices, DONATE_WORDS} from '../../core/donate/index.ts';
import {useT} from '../shared/language.ts';

type Props = {
  option: AmountOption;
  onOption: (option: AmountOption) => void;
  typed: string;
  onTyped: (text: string) => void;
  error: string | null;
  /** The radio group's name and the typed field's id: the PayNow card's unless given ("Give now"'s). */
  name?: string;
  choices?: {value: AmountOption; label: string}[];
};

/** A fieldset of radios; the amount field appears only for 'Other amount'. */
export function AmountChoice({option, onOption, typed, onTyped, error, name = 'amount', choices}: Props) {
  const t = useT();
  return (
    <fieldset class="amounts">
      <legend>{t(DONATE_WORDS.chooseAmount)}</legend>
      <div class="pills">
        {(choices ?? amountChoices()).map((choice) => (
          <label key={String(choice.value)} class="pill">
            <input
              type="radio"
              name={name}
              checked={option === choice.value}
              onChange={() => onOption(choice.value)}
            />
            <span>{t(choice.label)}</span>
          </label>
        ))}
      </div>
      {option === 'other' ? (
        <div class="own">
          <label for={`${name}-own`}>{t(DONATE_WORDS.ownAmount)}</label>
          <input
            id={`${name}-own`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t(DONATE_WORDS.ownAmountExample)}
            value={typed}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${name}-own-error` : undefined}
            onInput={(event) => onTyped(event.currentTarget.value)}
          />
          {error ? (
            <p id={`${name}-own-error`} class="error">
              {t(error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
