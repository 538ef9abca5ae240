import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A WebAuthn authenticator in software (ES256 on P-256, attestation 'none'), so the passkey
 * endpoints can be tested end to end without a browser. It builds exactly what a browser
 * would send: clientDataJSON, authenticatorData, a CBOR attestationObject and DER signatures.
 */

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

/** The few CBOR types WebAuthn needs (RFC 8949): integers, byte and text strings, maps. */
export function encodeCbor(value: CborValue): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) {
      const out = Buffer.alloc(3);
      out[0] = (major << 5) | 25;
      out.writeUInt16BE(length, 1);
      return out;
    }
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(encodeCbor(key), encodeCbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_DATA = 0x40;

export interface AuthenticatorOptions {
  /** The origin the "browser" reports in clientDataJSON. */
  origin: string;
  /** A synced passkey (backup eligible and backed up): the server sees 'multiDevice'. */
  synced?: boolean;
}

/** What navigator.credentials.create() / get() would answer (toJSON form), and overrides for tests. */
export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  challenge?: string;
  /** Authentication: the counter to report instead of the next one. */
  signCount?: number;
  /** Authentication: a user handle other than the one stored at registration (null: none). */
  userHandle?: string | null;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly #keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  signCount = 0;
  /** From the registration options; a discoverable credential returns it when signing in. */
  userHandle: string | undefined;
  #rpId: string | undefined;

  constructor(private readonly options: AuthenticatorOptions) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The credential's public key as COSE (kty EC2, alg ES256, crv P-256, x, y). */
  #cosePublicKey(): Buffer {
    const jwk = this.#keys.publicKey.export({ format: 'jwk' });
    return encodeCbor(
      new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  #authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount);
    const backup = this.options.synced ? FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP : 0;
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags | backup]),
      counter,
      ...(attested ? [attested] : []),
    ]);
  }

  #clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a RegistrationResponseJSON for these options. */
  createCredential(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    overrides: CeremonyOverrides = {},
  ) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.options.origin).hostname;
    this.#rpId = rpId;
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: all zero, as software and privacy-minded authenticators send
      idLength,
      this.credentialId,
      this.#cosePublicKey(),
    ]);
    const authData = this.#authenticatorData(
      rpId,
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA,
      this.signCount,
      attested,
    );
    const attestationObject = encodeCbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientData = this.#clientData(
      'webauthn.create',
      overrides.challenge ?? options.challenge,
      overrides.origin ?? this.options.origin,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        attestationObject: b64url(attestationObject),
        clientDataJSON: b64url(clientData),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: { credProps: { rk: true } },
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** navigator.credentials.get(): an AuthenticationResponseJSON signing these options' challenge. */
  getAssertion(options: { challenge: string; rpId?: string }, overrides: CeremonyOverrides = {}) {
    const rpId = overrides.rpId ?? options.rpId ?? this.#rpId ?? 'localhost';
    this.signCount = overrides.signCount ?? this.signCount + 1;
    const authData = this.#authenticatorData(
      rpId,
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED,
      this.signCount,
    );
    const clientData = this.#clientData(
      'webauthn.get',
      overrides.challenge ?? options.challenge,
      overrides.origin ?? this.options.origin,
    );
    // ECDSA over authenticatorData || SHA-256(clientDataJSON); node signs in DER, as WebAuthn wants.
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.#keys.privateKey,
    );
    const userHandle = overrides.userHandle === undefined ? this.userHandle : overrides.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        authenticatorData: b64url(authData),
        clientDataJSON: b64url(clientData),
        signature: b64url(signature),
        userHandle: userHandle ?? null,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
