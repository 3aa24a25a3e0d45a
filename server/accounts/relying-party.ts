// Who a passkey is for (WebAuthn's relying party). Browsers refuse passkeys on an IP address, so the id is
// PUBLIC_URL's host name, and `localhost` when the server names itself by the address it listens on
// (development and tests); the accepted origins are the site's own, as partner-cors knows them.
import type {AppDeps} from '../app-deps.ts';
import {siteOrigins} from '../middleware/partner-cors.ts';

export type RelyingParty = {id: string; name: string; origins: string[]};

/** The relying party now; read per ceremony, because without PUBLIC_URL the port is known only once listening. */
export function relyingParty(config: AppDeps['config']): RelyingParty {
  const id = config.publicUrlFromEnv ? new URL(config.publicUrl).hostname : 'localhost';
  return {id, name: 'The Nard Foundation', origins: siteOrigins(config)};
}
