// A passkey authenticator in software for the API tests (the e2e specs use Chromium's virtual one): a P-256
// key per credential, the registration's 'none' attestation and signed assertions, in the JSON the
// browser's WebAuthn API gives, so the server's real checks (SimpleWebAuthn) run on them.
import {createHash, generateKeyPairSync, type KeyObject, randomBytes, sign} from 'node:crypto';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// Just enough CBOR (RFC 8949) for an attestation object and a COSE key: integers, bytes, text, maps.
function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(value, 1);
  return head;
}
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

type Credential = {id: Buffer; key: KeyObject; userHandle: string; counter: number};

/** Options as the server's /options routes answer them (the fields this authenticator reads). */
type CreationOptions = {challenge: string; rp: {id?: string}; user: {id: string}};
type RequestOptions = {challenge: string; rpId?: string};

/** One authenticator holding any number of passkeys, answering for `origin` (e.g. http://localhost:8080). */
export function softAuthenticator(origin: string) {
  const credentials: Credential[] = [];
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({type, challenge, origin, crossOrigin: false}));
  // Flags: user present (0x01) and verified (0x04), plus attested data (0x40) at registration.
  const authData = (rpId: string, flags: number, counter: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  };

  return {
    /** Makes a new passkey for `options` and answers as navigator.credentials.create would. */
    register(options: CreationOptions) {
      const {publicKey, privateKey} = generateKeyPairSync('ec', {namedCurve: 'P-256'});
      const jwk = publicKey.export({format: 'jwk'});
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const credential: Credential = {
        id: randomBytes(16),
        key: privateKey,
        userHandle: options.user.id,
        counter: 0,
      };
      credentials.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, cbor(coseKey)]);
      const attestation = new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData(options.rp.id ?? new URL(origin).hostname, 0x45, 0, attested)],
      ]);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(cbor(attestation)),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** Signs `options`' challenge with the `which`-th passkey (the newest by default). */
    authenticate(options: RequestOptions, which = credentials.length - 1) {
      const credential = credentials[which];
      if (!credential) throw new Error('This authenticator has no passkey yet.');
      credential.counter += 1;
      const data = authData(options.rpId ?? new URL(origin).hostname, 0x05, credential.counter);
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.key);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
