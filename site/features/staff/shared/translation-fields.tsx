// The optional words of an announcement or an event in 中文, Bahasa Melayu and தமிழ் (decision 032), beside
// the English: one pair of fields per language, each labelled with the language's own name and typed with
// its `lang`. The form keeps them as flat values named by the API's error paths (`translations.zh.title`),
// so the rules' errors land on the right field.
import {css} from 'goober';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type ContentTranslations,
  TRANSLATED_FIELDS,
  type TranslatedKind,
} from '../../../../core/content/index.ts';
import {LANGUAGE_NAMES} from '../../../../core/i18n/index.ts';
import {TextAreaField, TextField} from '../../../ui/field.tsx';

type FieldOf<K extends TranslatedKind> = (typeof TRANSLATED_FIELDS)[K][number];
type TranslationName<K extends TranslatedKind> = `translations.${ContentLanguage}.${FieldOf<K>}`;

/** A form's values for the translations of kind `K`: one string per language and field. */
export type TranslationValues<K extends TranslatedKind> = Record<TranslationName<K>, string>;

const nameOf = (language: ContentLanguage, field: string) => `translations.${language}.${field}`;

/** The form's starting values from a record's translations ('' where none). */
export function translationValues<K extends TranslatedKind>(
  kind: K,
  translations: ContentTranslations<K> | undefined,
): TranslationValues<K> {
  const values: Record<string, string> = {};
  for (const language of CONTENT_LANGUAGES) {
    const words = translations?.[language] as Record<string, string> | undefined;
    for (const field of TRANSLATED_FIELDS[kind]) values[nameOf(language, field)] = words?.[field] ?? '';
  }
  return values as TranslationValues<K>;
}

/**
 * The record to send: the form's other values as they are, and `translations` by language (a language
 * left empty is sent empty, and the rules drop it).
 */
export function withTranslations<K extends TranslatedKind, V extends TranslationValues<K>>(
  kind: K,
  values: V,
): Omit<V, TranslationName<K>> & {translations: Record<string, Record<string, string>>} {
  const rest: Record<string, unknown> = {...values};
  const translations: Record<string, Record<string, string>> = {};
  for (const language of CONTENT_LANGUAGES) {
    translations[language] = {};
    for (const field of TRANSLATED_FIELDS[kind]) {
      const name = nameOf(language, field);
      translations[language][field] = String(rest[name] ?? '');
      delete rest[name];
    }
  }
  return {...rest, translations} as Omit<V, TranslationName<K>> & {translations: typeof translations};
}

/** How a field of kind `K` is labelled and typed, as its English field beside it. */
export type TranslationFieldShape = {label: string; multiline?: boolean; maxLength?: number};

type BindProps = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: {currentTarget: {value: string}}) => void;
};

type TranslationFieldsProps<K extends TranslatedKind> = {
  kind: K;
  shapes: Record<FieldOf<K>, TranslationFieldShape>;
  bind: (name: TranslationName<K>) => BindProps;
};

const groupClass = () => css`
  border: none;
  margin: 8px 0 0;
  padding: 0;
  display: grid;
  gap: 4px;
`;

/** The fields of every other language, after the English ones. */
export function TranslationFields<K extends TranslatedKind>({kind, shapes, bind}: TranslationFieldsProps<K>) {
  const fields = TRANSLATED_FIELDS[kind] as readonly FieldOf<K>[];
  return (
    <fieldset className={groupClass()}>
      <legend className={css`font-weight: 700; margin-bottom: 4px;`}>In other languages (optional)</legend>
      <p className={css`margin: 0 0 8px;`}>
        Readers of a language left empty see the English. Fill in both fields of a language, or neither.
      </p>
      {CONTENT_LANGUAGES.map((language) =>
        fields.map((field) => {
          const {label: english, multiline, maxLength} = shapes[field];
          const label = (
            <>
              {english} in <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            </>
          );
          const props = bind(nameOf(language, field) as TranslationName<K>);
          return multiline ? (
            <TextAreaField key={props.name} label={label} lang={language} rows={4} {...props} />
          ) : (
            <TextField key={props.name} label={label} lang={language} maxLength={maxLength} {...props} />
          );
        }),
      )}
    </fieldset>
  );
}
