// The site's one API client (same origin, /api), sharing the default jotai store with the header.
// Import it lazily (`await import(...)`) from code on the first screen, so ky stays out of the entry chunk.
import {createApi} from '../../core/api/index.ts';

export const api = createApi();
