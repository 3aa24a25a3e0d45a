// The volunteer form's phone field: Singapore's calling code shown in front of the number.
import {APPLICATION_WORDS, DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH} from '../../core/rules/index.ts';
import {controlProps, Field} from '../shared/form-fields.tsx';
import {useT} from '../shared/language.ts';

type PhoneProps = {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onInput: (value: string) => void;
};

/** A phone number with Singapore's calling code shown in front; the code is not editable. */
export function PhoneField({name, label, value, error, onInput}: PhoneProps) {
  const t = useT();
  const describedBy = error ? `${name}-code ${name}-error` : `${name}-code`;
  return (
    <Field name={name} label={label} error={error}>
      <div class="phone">
        <span class="calling-code" id={`${name}-code`}>
          <span class="sr-only">{t(APPLICATION_WORDS.callingCode)}</span>
          {DEFAULT_PHONE_COUNTRY.callingCode}
        </span>
        <input
          {...controlProps(name, error)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          aria-describedby={describedBy}
          value={value}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
      </div>
    </Field>
  );
}
