// Who gives and where the gift goes, with the tax part when the foundation is an IPC: the fields the
// public "Give now" form and the console's hand-recorded gifts share, bound to core's PledgeDraft names.
import {css} from 'goober';
import {PLEDGE_FORM_WORDS, type PledgeDraft, pledgeProjectChoices} from '../../core/donate/index.ts';
import {CheckField} from './check-field.tsx';
import {ChoiceField} from './choice-field.tsx';
import {SelectField, TextField} from './field.tsx';
import {colors, radius} from './theme.ts';

type Bind = (name: keyof PledgeDraft & string) => {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: {currentTarget: {value: string}}) => void;
};

const ID_TYPES = Object.entries(PLEDGE_FORM_WORDS.idTypes).map(([value, label]) => ({value, label}));

/** Project, name, shown or not, e-mail, and (when `taxOffered`) the ID part once asked for. */
export function GiftDonorFields({
  bind,
  values,
  taxOffered,
  emailLabel = PLEDGE_FORM_WORDS.email,
}: {
  bind: Bind;
  values: PledgeDraft;
  taxOffered: boolean;
  emailLabel?: string;
}) {
  return (
    <>
      <SelectField label={PLEDGE_FORM_WORDS.project} options={pledgeProjectChoices()} {...bind('project')} />
      <TextField label={PLEDGE_FORM_WORDS.name} autoComplete="name" {...bind('name')} />
      <CheckField label={PLEDGE_FORM_WORDS.showName} {...bind('showName')} />
      <TextField label={emailLabel} type="email" autoComplete="email" inputMode="email" {...bind('email')} />
      {taxOffered && (
        <CheckField
          label={PLEDGE_FORM_WORDS.wantsDeduction}
          hint={PLEDGE_FORM_WORDS.deductionHint}
          {...bind('wantsDeduction')}
        />
      )}
      {taxOffered && values.wantsDeduction === 'yes' && (
        <div
          className={css`display: grid; gap: 16px; padding: 16px; border-radius: ${radius.m}; background: ${colors.surface};`}
        >
          <ChoiceField legend={PLEDGE_FORM_WORDS.idType} options={ID_TYPES} {...bind('idType')} />
          <TextField
            label={PLEDGE_FORM_WORDS.idNumber}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...bind('idNumber')}
          />
          <TextField label={PLEDGE_FORM_WORDS.idName} autoComplete="name" {...bind('idName')} />
          <CheckField label={PLEDGE_FORM_WORDS.consent} {...bind('consent')} />
        </div>
      )}
    </>
  );
}
