// Singapore's four languages: the codes in our paths, their names in themselves, their BCP 47 tags.

/** The site's languages; `en` is the default and keeps today's paths. */
export const LANGUAGES = ['en', 'zh', 'ms', 'ta'] as const;

/** The languages after English, each loaded on demand. */
export const OTHER_LANGUAGES = ['zh', 'ms', 'ta'] as const;

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, for the switch (shown with its own `lang`). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  zh: '中文',
  ms: 'Bahasa Melayu',
  ta: 'தமிழ்',
};

/** The `lang` / `hreflang` tag of each language, also the locale `Intl` formats with. */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = {
  en: 'en-SG',
  zh: 'zh-Hans-SG',
  ms: 'ms-SG',
  ta: 'ta-SG',
};

/** True for one of the four codes; anything else (undefined, 'fr', '__proto__') is not. */
export function isLanguage(candidate: unknown): candidate is Language {
  return typeof candidate === 'string' && (LANGUAGES as readonly string[]).includes(candidate);
}

/**
 * The first of the four in a list of BCP 47 tags (`navigator.languages`, an `Accept-Language` header's
 * tags in order): `zh-CN`, `zh-SG` and `zh-Hans` are Chinese, `ms-MY` Malay, `ta-IN` Tamil.
 *
 * @example
 * languageOfTags(['fr-FR', 'ta-IN', 'en']); // 'ta'
 */
export function languageOfTags(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'zh' && /-hant|-tw|-hk|-mo/i.test(tag)) continue; // Traditional Chinese: not ours
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * The language an `Accept-Language` header asks for, by its q-values; English when none of the four is in it.
 *
 * @example
 * languageOfHeader('fr;q=0.9, zh-CN;q=0.8, en;q=0.5'); // 'zh'
 */
export function languageOfHeader(header: string | null | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {tag: tag.trim(), q: q === undefined ? 1 : Number(q), index};
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return languageOfTags(ranked.map((entry) => entry.tag)) ?? 'en';
}
