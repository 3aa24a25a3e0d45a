// What bench:widgets and bench:widget-trace share: their `--cpu` and `--lang` flags, and an element's
// markup as README embeds it, so both benches load an element the same way.

/** `--cpu 4`: Chromium runs every page 4 times slower (CDP CPU throttling), as on a low-end phone. */
export function cpuSlowdown(argv: string[]): number {
  const flag = argv.indexOf('--cpu');
  const slowdown = flag >= 0 ? Number(argv[flag + 1]) : 1;
  if (!(slowdown >= 1)) throw new Error('--cpu takes a slowdown factor of 1 or more, e.g. --cpu 4');
  return slowdown;
}

/** `--lang ms`: the elements in that language; undefined for English. */
export function elementLanguage(argv: string[]): string | undefined {
  const flag = argv.indexOf('--lang');
  const language = flag >= 0 ? argv[flag + 1] : undefined;
  if (language !== undefined && !['zh', 'ms', 'ta'].includes(language))
    throw new Error('--lang takes zh, ms or ta (English is the default).');
  return language;
}

/**
 * The element's tag as README embeds it, before its script: in another language with `lang`, after the
 * deferred tag of its words (unless `wordsTag` is false: the element then asks for them itself).
 * @example elementMarkup('nard-donate', 'ta')
 * // '<script src="/widgets/nard-donate-ta.js" defer></script><nard-donate lang="ta"></nard-donate>'
 */
export function elementMarkup(tag: string, language: string | undefined, wordsTag = true): string {
  if (language === undefined) return `<${tag}></${tag}>`;
  const words = wordsTag ? `<script src="/widgets/${tag}-${language}.js" defer></script>` : '';
  return `${words}<${tag} lang="${language}"></${tag}>`;
}
