// The API client for the donate section: same origin, under /api.
import {createApi} from '../../../core/api/index.ts';

export const donateApi = createApi();
