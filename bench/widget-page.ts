// What bench:widgets and bench:widget-trace share: their `--cpu`, `--lang` and `--defer` flags, and an
// element's markup, so both benches load an element the same way.
import {OTHER_LANGUAGES} from '../core/i18n/languages.ts';

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
  if (language !== undefined && !(OTHER_LANGUAGES as readonly string[]).includes(language))
    throw new Error(`--lang takes one of ${OTHER_LANGUAGES.join(', ')} (English is the default).`);
  return language;
}

/**
 * `--defer`: every script tag deferred, as each product's docs embed it (ours `defer`, README; Every.org's
 * `async defer`). Without it every tag runs as the parser meets it, ours and Every.org's alike. On the
 * bench's blank page a deferred script's first frame comes after the load event, and that frame also lays
 * out the page itself for the first time (decision 045), which no partner's page leaves to an element.
 */
export function deferredEmbed(argv: string[]): boolean {
  return argv.includes('--defer');
}

/**
 * The element's tag, before its script: in another language with `lang`, after the tag of its words
 * (unless `wordsTag` is false: the element then asks for them itself), deferred like the element's script.
 * @example elementMarkup('nard-donate', 'ta', true, true)
 * // '<script src="/widgets/nard-donate-ta.js" defer></script><nard-donate lang="ta"></nard-donate>'
 */
export function elementMarkup(
  tag: string,
  language: string | undefined,
  wordsTag: boolean,
  deferred: boolean,
): string {
  if (language === undefined) return `<${tag}></${tag}>`;
  const words = wordsTag ? scriptTag(`/widgets/${tag}-${language}.js`, deferred ? 'defer' : '') : '';
  return `${words}<${tag} lang="${language}"></${tag}>`;
}

/**
 * A script tag with `attributes` (`defer`, Every.org's `async defer`, or none).
 * @example scriptTag('/widgets/nard-donate.js', 'defer')
 * // '<script src="/widgets/nard-donate.js" defer></script>'
 */
export function scriptTag(src: string, attributes: string): string {
  return `<script src="${src}"${attributes ? ` ${attributes}` : ''}></script>`;
}
