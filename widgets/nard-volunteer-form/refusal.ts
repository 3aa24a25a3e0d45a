// Telling "this site is not a partner" apart from "offline" when the browser hides the server's 403.
import {type ApiFailure, callApi} from '../shared/api.ts';

/** The server's words for a write from an unregistered origin (server/middleware/partner-cors.ts). */
export const NOT_A_PARTNER = 'This site is not yet a registered partner of The Nard Foundation.';

/**
 * A refused CORS preflight reaches the page as a plain network failure. If a read from the same API
 * still works, the network is fine and the write was refused for this origin: say so plainly.
 */
export async function explainFailure(api: string, failure: ApiFailure): Promise<ApiFailure> {
  if (failure.statusCode !== 0 || new URL(api, location.href).origin === location.origin) return failure;
  const health = await callApi(api, '/health');
  return health.success ? {success: false, statusCode: 403, message: NOT_A_PARTNER} : failure;
}
