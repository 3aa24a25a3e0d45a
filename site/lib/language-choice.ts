// Remembering a reader's language: the switch sets a cookie the server reads (an English path then
// answers with the chosen language's page), and the offer to switch is shown once at most.
import {isLanguage, type Language} from '../../core/i18n/index.ts';

/** The cookie's name; server/static/static-site-routes.ts reads the same. */
export const LANGUAGE_COOKIE = 'nard_language';
const OFFER_DISMISSED_KEY = 'nard-language-offer-dismissed';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the reader chose with the switch, if any. */
export function chosenLanguage(): Language | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(document.cookie);
  return match && isLanguage(match[1]) ? match[1] : undefined;
}

/** Remembers `language` for a year (a preference, not tracking: it holds one of four codes). */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** True once the reader dismissed the offer (or storage is unavailable: then never nag). */
export function offerDismissed(): boolean {
  try {
    return window.localStorage.getItem(OFFER_DISMISSED_KEY) === '1';
  } catch {
    return true;
  }
}

export function dismissOffer(): void {
  try {
    window.localStorage.setItem(OFFER_DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: the offer simply shows again next time.
  }
}
