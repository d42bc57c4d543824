import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

/**
 * A passkey authenticator in software, for server tests: it makes real registration and
 * assertion responses (ES256, "none" attestation) as a browser would hand them over, so the
 * server's WebAuthn checks run unchanged. The e2e suite uses Chromium's own virtual one.
 */
export function softAuthenticator(relyingParty: { rpId: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let signCount = 0;
  const rpIdHash = sha256(relyingParty.rpId);

  function coseKey(key: KeyObject): Uint8Array {
    const jwk = key.export({ format: 'jwk' });
    const x = Buffer.from(jwk.x ?? '', 'base64url');
    const y = Buffer.from(jwk.y ?? '', 'base64url');
    return isoCBOR.encode(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(x)],
        [-3, new Uint8Array(y)],
      ]),
    );
  }

  function clientData(type: string, challenge: string, origin = relyingParty.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  return {
    id: b64(credentialId),

    /** Answers `navigator.credentials.create` for `options.challenge`. */
    register(options: { challenge: string }) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counterBytes(signCount),
        Buffer.alloc(16), // AAGUID
        idLength,
        credentialId,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, Cbor>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /**
     * Answers `navigator.credentials.get` for `challenge`. `signWith` signs with another key
     * (a forgery); `origin` claims another site.
     */
    assert(challenge: string, tamper: { signWith?: KeyObject; origin?: string } = {}) {
      signCount += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counterBytes(signCount)]);
      const clientDataJSON = clientData('webauthn.get', challenge, tamper.origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        tamper.signWith ?? privateKey,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}

/** A key that belongs to no registered passkey, to forge signatures with. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}

/** The header value a browser sends: the assertion as base64url JSON. */
export function assertionHeader(assertion: unknown): string {
  return Buffer.from(JSON.stringify(assertion)).toString('base64url');
}
