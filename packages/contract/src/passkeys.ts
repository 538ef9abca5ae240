import { z } from 'zod';
import { IsoDateTime } from './common';

/**
 * Passkeys (WebAuthn). The option and response shapes are the W3C JSON forms
 * (PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON, ...), so the browser's
 * WebAuthn helpers can use them as they are.
 */

/**
 * A binary part of a credential. Browsers send base64url; plain base64 (the spec says "base64")
 * is accepted too and normalized, so the verifier only ever sees unpadded base64url.
 */
const binary = (field: string, maxLength: number) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(maxLength, `${field} is too long`)
    .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, `${field} must be base64url`)
    .transform((value) => value.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, ''));

/** Credential ids are at most 1023 bytes (WebAuthn), 1364 characters in base64url. */
const credentialId = (field: string) => binary(field, 1400);

const publicKeyType = z.literal('public-key', { error: 'type must be "public-key"' });

export const AuthenticatorTransport = z.enum([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);
export type AuthenticatorTransport = z.infer<typeof AuthenticatorTransport>;

const UserVerification = z.enum(['required', 'preferred', 'discouraged']);
const Hint = z.enum(['hybrid', 'security-key', 'client-device']);

/** The extensions this server asks for (credProps: whether the passkey is discoverable). */
const Extensions = z.object({ credProps: z.boolean().optional() });

const CredentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(AuthenticatorTransport).optional(),
});

/** GET /api/auth/passkey/register/options: what navigator.credentials.create() needs. */
export const PasskeyRegistrationOptions = z
  .object({
    challenge: z.string().describe('base64url'),
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({
      id: z.string().describe('base64url user handle'),
      name: z.string(),
      displayName: z.string(),
    }),
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(CredentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: UserVerification.optional(),
      })
      .optional(),
    hints: z.array(Hint).optional(),
    attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
    extensions: Extensions.optional(),
  })
  .meta({ id: 'PasskeyRegistrationOptions' });
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptions>;

/** POST /api/auth/passkey/authenticate/options: what navigator.credentials.get() needs. */
export const PasskeyAuthenticationOptions = z
  .object({
    challenge: z.string().describe('base64url'),
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    /**
     * Always empty (a discoverable sign-in), with or without an email, so the options never
     * tell whether an email has passkeys.
     */
    allowCredentials: z.array(CredentialDescriptor).optional(),
    userVerification: UserVerification.optional(),
    hints: z.array(Hint).optional(),
    extensions: Extensions.optional(),
  })
  .meta({ id: 'PasskeyAuthenticationOptions' });
export type PasskeyAuthenticationOptions = z.infer<typeof PasskeyAuthenticationOptions>;

/** Strict, so a misspelt key is a 400 instead of silently asking for any passkey. */
export const PasskeyAuthenticationOptionsBody = z.strictObject({
  email: z
    .string({ error: 'email must be a string' })
    .trim()
    .max(254, 'Email is too long')
    .optional(),
});
export type PasskeyAuthenticationOptionsBody = z.infer<typeof PasskeyAuthenticationOptionsBody>;

const clientExtensionResults = z.record(z.string(), z.unknown()).optional().default({});
const authenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();

/** POST /api/auth/passkey/register/verify: the RegistrationResponseJSON, plus an optional label. */
export const PasskeyRegistrationBody = z.object({
  id: credentialId('id'),
  rawId: credentialId('rawId'),
  response: z.object(
    {
      attestationObject: binary('response.attestationObject', 64_000),
      clientDataJSON: binary('response.clientDataJSON', 16_000),
      // Transports this server does not know yet are dropped, not refused.
      transports: z
        .array(z.string().max(32))
        .max(16)
        .optional()
        .transform((list) =>
          (list ?? []).filter(
            (t): t is AuthenticatorTransport => AuthenticatorTransport.safeParse(t).success,
          ),
        ),
    },
    { error: 'response is required' },
  ),
  type: publicKeyType,
  clientExtensionResults,
  authenticatorAttachment,
  name: z
    .string({ error: 'name must be a string' })
    .trim()
    .max(100, 'name must be at most 100 characters')
    .optional(),
});
export type PasskeyRegistrationBody = z.infer<typeof PasskeyRegistrationBody>;

/** POST /api/auth/passkey/authenticate/verify: the AuthenticationResponseJSON. */
export const PasskeyAuthenticationBody = z.object({
  id: credentialId('id'),
  rawId: credentialId('rawId'),
  response: z.object(
    {
      authenticatorData: binary('response.authenticatorData', 16_000),
      clientDataJSON: binary('response.clientDataJSON', 16_000),
      signature: binary('response.signature', 2_000),
      // Browsers send null when the authenticator gave no user handle.
      userHandle: binary('response.userHandle', 200)
        .nullish()
        .transform((value) => value ?? undefined),
    },
    { error: 'response is required' },
  ),
  type: publicKeyType,
  clientExtensionResults,
  authenticatorAttachment,
});
export type PasskeyAuthenticationBody = z.infer<typeof PasskeyAuthenticationBody>;

/** One of the signed-in user's passkeys (GET /api/auth/passkey/list). */
export const Passkey = z
  .object({
    credentialId: z.string(),
    name: z.string(),
    createdAt: IsoDateTime,
    /** Null until the passkey is first used to sign in. */
    lastUsedAt: IsoDateTime.nullable(),
    /** multiDevice: synced between the user's devices (e.g. by a password manager). */
    deviceType: z.enum(['singleDevice', 'multiDevice']),
    backedUp: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyList = z.array(Passkey);
export type PasskeyList = z.infer<typeof PasskeyList>;

export const PasskeyRegistrationResult = z.object({
  verified: z.literal(true),
  passkey: Passkey,
});
export type PasskeyRegistrationResult = z.infer<typeof PasskeyRegistrationResult>;

export const RemovePasskeyBody = z.object({
  credentialId: z
    .string({ error: 'credentialId is required' })
    .min(1, 'credentialId is required')
    .max(1400, 'credentialId is too long'),
});
export type RemovePasskeyBody = z.infer<typeof RemovePasskeyBody>;

export const PASSKEY_AUTH_FAILED = 'Authentication failed';
export const PASSKEY_CHALLENGE_INVALID = 'Challenge expired or already used';
export const PASSKEY_NOT_FOUND = 'Passkey not found';
