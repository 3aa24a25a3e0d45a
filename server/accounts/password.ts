// Password storage: argon2id from node:crypto with the OWASP Password Storage Cheat Sheet minimum
// (m=19 MiB, t=2, p=1), a random 16-byte salt, PHC string format (ASVS 6.2.4, NIST SP 800-63B 5.1.1.2).
import {argon2, randomBytes, timingSafeEqual} from 'node:crypto';
import {createHashingQueue} from '../security/hashing-queue.ts';

/** Cost parameters for new hashes. Stored hashes carry their own, so raising these needs no migration. */
export const ARGON2_PARAMS = {memory: 19_456, passes: 2, parallelism: 1, tagLength: 32} as const;

const PHC =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{22,})\$([A-Za-z0-9+/]{43,})$/;

type Argon2Params = {memory: number; passes: number; parallelism: number; tagLength: number};

const b64 = (bytes: Buffer): string => bytes.toString('base64').replace(/=+$/, '');

// The async variant runs on the libuv pool, so a login does not block other requests for ~50 ms.
function derive(password: string, salt: Buffer, params: Argon2Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {message: Buffer.from(password.normalize('NFC'), 'utf8'), nonce: salt, ...params},
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password into a PHC string: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, ARGON2_PARAMS);
  const {memory, passes, parallelism} = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

function parsePhc(phc: string): {params: Argon2Params; salt: Buffer; hash: Buffer} | null {
  const match = PHC.exec(phc);
  if (!match) return null;
  const [memory, passes, parallelism] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Bounds keep a damaged row from asking for gigabytes of memory.
  if (memory < 8 * parallelism || memory > 1_048_576 || passes < 1 || parallelism < 1) return null;
  const hash = Buffer.from(match[5]!, 'base64');
  return {
    params: {memory, passes, parallelism, tagLength: hash.length},
    salt: Buffer.from(match[4]!, 'base64'),
    hash,
  };
}

/** True when `password` matches the stored PHC string; compares in constant time. Never throws for bad input. */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const parsed = parsePhc(phc);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

/** True when a stored hash uses weaker parameters than ARGON2_PARAMS and should be replaced at next login. */
export function needsRehash(phc: string): boolean {
  const parsed = parsePhc(phc);
  if (!parsed) return true;
  const {memory, passes, parallelism} = parsed.params;
  return (
    memory < ARGON2_PARAMS.memory ||
    passes < ARGON2_PARAMS.passes ||
    parallelism !== ARGON2_PARAMS.parallelism
  );
}

let dummyHash: Promise<string> | null = null;

/**
 * A real hash of a random password, made once per process. Login verifies unknown e-mails against it so
 * the answer takes as long as for a known e-mail (ASVS 2.2.x / OWASP: no account enumeration by timing).
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  return dummyHash;
}

/** The two operations login needs; injectable so a test can see the dummy verify happen. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, phc: string): Promise<boolean>;
};

const hashingQueue = createHashingQueue();

/** argon2id as above, through the process's hashing queue (hashing-queue.ts): past it, HashingBusyError. */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hashingQueue.run(() => hashPassword(password)),
  verify: (password, phc) => hashingQueue.run(() => verifyPassword(password, phc)),
};
