// A staff account on a running server (tests/support/start-server.ts), as a person gets one: signed up,
// granted the role by `admin:grant`, logged in again, the second step set up that staff routes ask for.

import {enableTwoStep, grantRole, logIn, signUpAndLogIn, type TestAccount} from './staff-accounts.ts';
import type {RunningServer} from './start-server.ts';

/** Makes `email` a staff member of `server` and answers the signed-in account. */
export async function staffOn(server: RunningServer, email: string): Promise<TestAccount> {
  const account = await signUpAndLogIn(server.url, email);
  const granted = grantRole(server.dataDir, email, 'staff');
  if (granted.status !== 0) throw new Error(`admin:grant failed: ${granted.stderr}`);
  // The new role signed them out.
  const staff = {...account, token: (await logIn(server.url, email)).token};
  await enableTwoStep(server.url, staff);
  return staff;
}
