import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type {
  MessageResponse,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyAuthenticationOptionsBody,
  PasskeyList,
  PasskeyRegistrationOptions,
  PasskeyRegistrationResult,
  RemovePasskeyBody,
  TokenResponse,
} from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api, errorMessage } from '../../lib/api';
import { passkeyName } from './passkey-support';

/** The spec's texts for each way a passkey ceremony can fail (the server's own error wins). */
export const PASSKEY_ERRORS = {
  authenticationOptions: 'Failed to get authentication options',
  authentication: 'Authentication failed',
  registrationOptions: 'Failed to get registration options',
  registration: 'Failed to verify registration',
  list: 'Failed to fetch passkeys',
  remove: 'Failed to remove passkey',
} as const;
export const PASSKEY_ALREADY_REGISTERED = 'This device already holds a passkey for your account.';

/** Runs one step of a ceremony; any failure becomes an Error carrying the text to show. */
async function step<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const alreadyRegistered =
      error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
    throw new Error(
      alreadyRegistered ? PASSKEY_ALREADY_REGISTERED : errorMessage(error, fallback),
      {
        cause: error,
      },
    );
  }
}

/**
 * Passkey sign-in: options (the same for every email: the device offers its own passkeys),
 * the browser's ceremony, then the server's verdict, which with an email accepts only that
 * account's passkey. Answers the session token.
 */
export async function signInWithPasskey(email?: string): Promise<string> {
  const options = await step(
    () =>
      api.post<PasskeyAuthenticationOptions>(
        pathTo(routes.passkeyAuthenticateOptions),
        (email ? { email } : {}) satisfies PasskeyAuthenticationOptionsBody,
        { auth: false },
      ),
    PASSKEY_ERRORS.authenticationOptions,
  );
  const { token } = await step(async () => {
    const credential = await startAuthentication({
      optionsJSON: options,
    });
    return api.post<TokenResponse>(pathTo(routes.passkeyAuthenticateVerify), credential, {
      auth: false,
    });
  }, PASSKEY_ERRORS.authentication);
  return token;
}

/** Creates a passkey for the signed-in user on this device and stores it on the server. */
export async function registerPasskey(): Promise<Passkey> {
  const options = await step(
    () => api.get<PasskeyRegistrationOptions>(pathTo(routes.passkeyRegisterOptions)),
    PASSKEY_ERRORS.registrationOptions,
  );
  const result = await step(async () => {
    const credential = await startRegistration({
      optionsJSON: options,
    });
    return api.post<PasskeyRegistrationResult>(pathTo(routes.passkeyRegisterVerify), {
      ...credential,
      name: passkeyName(),
    });
  }, PASSKEY_ERRORS.registration);
  return result.passkey;
}

export const passkeysKey = ['passkeys'] as const;

/** GET /api/auth/passkey/list: the signed-in user's passkeys, oldest first. */
export const usePasskeys = () =>
  useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => api.get<PasskeyList>(pathTo(routes.passkeyList), { signal }),
  });

export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/** DELETE /api/auth/passkey/remove {credentialId} */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: string) =>
      step(
        () =>
          api.delete<MessageResponse>(pathTo(routes.passkeyRemove), {
            credentialId,
          } satisfies RemovePasskeyBody),
        PASSKEY_ERRORS.remove,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
