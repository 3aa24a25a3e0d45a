// The site's one API client (same origin, /api), sharing the default jotai store with the header.
// Import it lazily (`await import(...)`) from code on the first screen, so ky stays out of the entry chunk.
import {createApi} from '../../core/api/index.ts';
import {pageLanguageCode} from './page-language.ts';

// Made when first imported, after the page's language is set, so the server answers in it.
export const api = createApi({language: pageLanguageCode()});
