// Who gives and where the gift goes, with the tax part when the foundation is an IPC: the fields the
// public "Give now" form and the console's hand-recorded gifts share, bound to core's PledgeDraft names.
import {css} from 'goober';
import {PLEDGE_FORM_WORDS, type PledgeDraft, pledgeProjectChoices} from '../../core/donate/index.ts';
import {type BookKey, uiAccountBook} from '../../core/i18n/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {CheckField} from './check-field.tsx';
import {ChoiceField} from './choice-field.tsx';
import {SelectField, TextField} from './field.tsx';
import {colors, radius} from './theme.ts';

type UiKey = BookKey<typeof uiAccountBook>;

type Bind<Name extends string = keyof PledgeDraft & string> = (name: Name) => {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: {currentTarget: {value: string}}) => void;
};

const ID_TYPE_KEYS = {
  NRIC: 'giftIdNric',
  FIN: 'giftIdFin',
  UEN: 'giftIdUen',
} as const satisfies Record<keyof typeof PLEDGE_FORM_WORDS.idTypes, UiKey>;

// A gift's destinations by id (core/content GENERAL_FUND and ANCHOR_PROJECTS).
const PROJECT_KEYS: Readonly<Record<string, UiKey>> = {
  general: 'projectGeneral',
  'urban-farming': 'projectUrbanFarming',
  'coffee-roastery': 'projectCoffeeRoastery',
  carting: 'projectCarting',
  education: 'projectEducation',
};

/**
 * A gift destination's title in the page's language; `title` (the English) for an id not known here.
 * @example giftProjectTitleIn('carting', 'Carting') // '手推车服务' on a Chinese page
 */
export function giftProjectTitleIn(id: string, title: string): string {
  return Object.hasOwn(PROJECT_KEYS, id) ? pageWords(uiAccountBook)(PROJECT_KEYS[id]!) : title;
}

/** The words of these fields a caller may say otherwise: the console speaks of the donor, not to them. */
export type DonorFieldWords = Partial<
  Record<
    | 'giftProject'
    | 'giftName'
    | 'giftShowName'
    | 'giftEmail'
    | 'giftEmailHint'
    | 'giftDeduction'
    | 'giftDeductionHint'
    | 'giftIdName'
    | 'giftConsent',
    string
  >
>;

function useDonorWords(say: DonorFieldWords) {
  const words = pageWords(uiAccountBook);
  return (key: keyof DonorFieldWords & UiKey) => say[key] ?? words(key);
}

/** The ID part: its type, number, the name on it and the consent to report it to IRAS. */
export function GiftIdFields({
  bind,
  say = {},
}: {
  bind: Bind<'idType' | 'idNumber' | 'idName' | 'consent'>;
  say?: DonorFieldWords;
}) {
  const words = pageWords(uiAccountBook);
  const word = useDonorWords(say);
  const idTypes = (Object.keys(PLEDGE_FORM_WORDS.idTypes) as (keyof typeof ID_TYPE_KEYS)[]).map((value) => ({
    value,
    label: words(ID_TYPE_KEYS[value]),
  }));
  return (
    <div
      className={css`display: grid; gap: 16px; padding: 16px; border-radius: ${radius.m}; background: ${colors.surface};`}
    >
      <ChoiceField legend={words('giftIdType')} options={idTypes} {...bind('idType')} />
      <TextField
        label={words('giftIdNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...bind('idNumber')}
      />
      <TextField label={word('giftIdName')} autoComplete="name" {...bind('idName')} />
      <CheckField label={word('giftConsent')} {...bind('consent')} />
    </div>
  );
}

/** Project, name, shown or not, e-mail, and (when `taxOffered`) the ID part once asked for. */
export function GiftDonorFields({
  bind,
  values,
  taxOffered,
  say = {},
}: {
  bind: Bind;
  values: PledgeDraft;
  taxOffered: boolean;
  /** Words other than the donate form's, in the console's voice. */
  say?: DonorFieldWords;
}) {
  const word = useDonorWords(say);
  const projects = pledgeProjectChoices().map(({value, label}) => ({
    value,
    label: giftProjectTitleIn(value, label),
  }));
  return (
    <>
      <SelectField label={word('giftProject')} options={projects} {...bind('project')} />
      <TextField label={word('giftName')} autoComplete="name" {...bind('name')} />
      <CheckField label={word('giftShowName')} {...bind('showName')} />
      <TextField
        label={word('giftEmail')}
        hint={say.giftEmailHint}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...bind('email')}
      />
      {taxOffered && (
        <CheckField
          label={word('giftDeduction')}
          hint={word('giftDeductionHint')}
          {...bind('wantsDeduction')}
        />
      )}
      {taxOffered && values.wantsDeduction === 'yes' && <GiftIdFields bind={bind} say={say} />}
    </>
  );
}
