// An announcement's or an event's words in 中文, Bahasa Melayu and தமிழ் beside the English (decision 032),
// and the one choice of what a reader sees: their language when staff gave it, else the English.
import {type Language, OTHER_LANGUAGES} from '../i18n/languages.ts';

/** The languages staff may give a record's words in, beside the English. */
export const CONTENT_LANGUAGES = OTHER_LANGUAGES;

/** One of {@link CONTENT_LANGUAGES}. */
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * The English fields each kind may carry in another language: an announcement's title and text, an
 * event's description (its name in the tables) and task. Venue, times and names stay as typed.
 */
export const TRANSLATED_FIELDS = {
  announcements: ['title', 'description'],
  events: ['description', 'task'],
} as const;

/** A kind of record with words in other languages. */
export type TranslatedKind = keyof typeof TRANSLATED_FIELDS;

/** A record's words per language, each language with every field of its kind (absent: not given). */
export type ContentTranslations<K extends TranslatedKind> = Partial<
  Record<ContentLanguage, Record<(typeof TRANSLATED_FIELDS)[K][number], string>>
>;

/** What a reader is shown of a record: its title and text, and the language they are written in. */
export type ShownContent = {title: string; text: string; lang: Language};

type AnnouncementWords = {
  title: string;
  description: string;
  translations?: ContentTranslations<'announcements'>;
};
type EventWords = {description: string; task: string; translations?: ContentTranslations<'events'>};

/**
 * The title and text of an announcement (title, description) or an event (description, task) in
 * `language` when staff gave them, else the English with `lang: 'en'`: a page in another language marks
 * those words `lang="en"`, so screen readers switch voice.
 * @example contentIn({title: 'Open day', description: 'Come', translations: {zh: {title: '开放日', description: '欢迎'}}}, 'zh') // {title: '开放日', text: '欢迎', lang: 'zh'}
 */
export function contentIn(record: AnnouncementWords | EventWords, language: Language): ShownContent {
  if ('title' in record) {
    const words = language === 'en' ? undefined : record.translations?.[language];
    return words?.title
      ? {title: words.title, text: words.description, lang: language}
      : {title: record.title, text: record.description, lang: 'en'};
  }
  const words = language === 'en' ? undefined : record.translations?.[language];
  return words?.description
    ? {title: words.description, text: words.task, lang: language}
    : {title: record.description, text: record.task, lang: 'en'};
}
