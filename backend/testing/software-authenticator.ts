/**
 * A passkey in software, for the domain's tests: an ES256 key pair that answers WebAuthn's create and get
 * like a user-verifying platform authenticator would, for any origin and RP ID the test names (so a test can
 * play a phishing site). Responses are the JSON the browser library hands the server.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** User present and user verified; AT when a credential follows. */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

export interface Ceremony {
  challenge: string;
  origin: string;
  rpId: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter: number;
  /** Whether the next answers claim user verification. */
  userVerified = true;

  constructor(
    private readonly userHandle: string,
    /** Synced passkeys report 0 every time; a security key counts up. */
    { counts = false }: { counts?: boolean } = {},
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    this.counter = counts ? 1 : 0;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authenticatorData(rpId: string, attested?: Uint8Array): Buffer {
    const flags = FLAGS.up | (this.userVerified ? FLAGS.uv : 0) | (attested ? FLAGS.at : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: string, { challenge, origin }: Ceremony): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create, as RegistrationResponseJSON. */
  create(ceremony: Ceremony): string {
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, isoCBOR.encode(coseKey)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authenticatorData(ceremony.rpId, attested)],
      ]) as never,
    );
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', ceremony)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    });
  }

  /** navigator.credentials.get, as AuthenticationResponseJSON. */
  get(ceremony: Ceremony): string {
    if (this.counter > 0) this.counter += 1;
    const authenticatorData = this.authenticatorData(ceremony.rpId);
    const clientDataJSON = this.clientData('webauthn.get', ceremony);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: b64url(Buffer.from(this.userHandle, 'utf8')),
      },
      clientExtensionResults: {},
    });
  }
}
