import {describe, expect, it} from 'vitest';
import {argon2Hasher} from '../accounts/password.ts';
import {createAuthTestApp, signupBody} from '../accounts/routes/auth-test-app.test-support.ts';
import {createHashingQueue, HashingBusyError} from './hashing-queue.ts';

describe('createHashingQueue', () => {
  it('runs at most `concurrency` at once, queues `maxWaiting`, refuses the rest', async () => {
    const queue = createHashingQueue(1, 2);
    let active = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const task = () =>
      queue.run(async () => {
        active++;
        most = Math.max(most, active);
        await new Promise<void>((resolve) => gates.push(resolve));
        active--;
        return 'done';
      });
    const accepted = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(HashingBusyError);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()!();
    }
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(1);
  });
});

describe('a full hashing queue on the login route', () => {
  it('answers 503 with Retry-After and words that match it', async () => {
    const queue = createHashingQueue(1, 0);
    const t = createAuthTestApp({
      passwords: {
        hash: (password) => queue.run(() => argon2Hasher.hash(password)),
        verify: (password, phc) => queue.run(() => argon2Hasher.verify(password, phc)),
      },
    });
    try {
      await t.call('POST', '/signup', signupBody());
      // Logins for several accounts at once (one account's tries are checked one at a time anyway): the
      // owner's and three unknown addresses, each a hash to verify.
      const emails = ['ana@nard.example', 'ben@nard.example', 'cai@nard.example', 'dee@nard.example'];
      const answers = await Promise.all(
        emails.map((email) => t.call('POST', '/login', {email, password: 'Passw0rd!'})),
      );
      const busy = answers.filter((answer) => answer.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.every((answer) => [200, 401, 503].includes(answer.status))).toBe(true);
      expect(busy[0]!.headers.get('Retry-After')).toBe('2');
      expect(busy[0]!.body.message).toBe('We are very busy right now. Please wait 2 seconds and try again.');
    } finally {
      t.close();
    }
  });
});
