// The API client for this page: same origin, under /api, sharing jotai's default store.
import {createApi} from '../../../core/api/index.ts';

export const contributionsApi = createApi();
