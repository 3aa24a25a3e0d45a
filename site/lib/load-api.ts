// The site's one API client, loaded on first use so ky never sits in the entry chunk or a page's first paint.
import type {Api} from '../../core/api/index.ts';

/**
 * Resolves to the shared client of `site/lib/api.ts` (one `createApi()` on jotai's default store).
 *
 * @example
 * const api = await loadApi();
 * const result = await api.getAnnouncements();
 */
export function loadApi(): Promise<Api> {
  return import('./api.ts').then((module) => module.api);
}
