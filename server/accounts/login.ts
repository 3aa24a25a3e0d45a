// Checking credentials. An unknown e-mail still runs one argon2 verify (against a dummy hash) so the answer
// takes as long as a wrong password does (ASVS 2.2.x; OWASP Authentication Cheat Sheet, account enumeration).

import type {AuthContext} from './auth-context.ts';
import {getDummyHash, needsRehash} from './password.ts';
import type {PublicUser} from './store/account-store.ts';

/** The user when e-mail and password match; null otherwise, without saying which was wrong. */
export async function checkCredentials(
  context: AuthContext,
  email: string,
  password: string,
): Promise<PublicUser | null> {
  const account = await context.store.findAccountByEmail(email);
  if (!account) {
    await context.passwords.verify(password, await getDummyHash());
    return null;
  }
  if (!(await context.passwords.verify(password, account.passwordHash))) return null;
  if (needsRehash(account.passwordHash)) {
    // Cost parameters were raised since this hash was made: store one at today's cost.
    await context.store.updatePasswordHash(account.id, await context.passwords.hash(password), context.now());
  }
  const {id, fullName, email: address, role, phoneNumber, emailConfirmed, showFirstName, language} = account;
  const user = {id, fullName, email: address, role, phoneNumber, emailConfirmed, showFirstName, language};
  return {...user, address: account.address};
}
