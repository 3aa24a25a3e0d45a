// One API client for the account pages; it shares jotai's default store so refreshed tokens reach the header.
import {createApi} from '../../../core/api/index.ts';

/** The site's API client for every account call (same origin, under /api). */
export const accountsApi = createApi();
