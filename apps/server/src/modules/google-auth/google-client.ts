import * as oidc from 'openid-client';

/** The claims Fairway uses from Google's ID token (or its userinfo, when the token lacks them). */
export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The authorization-code flow with PKCE against an OpenID provider (Google, or the issuer in
 * GOOGLE_ISSUER), through openid-client. Discovery happens on first use and is retried after a
 * failure, so a server started while the provider was unreachable recovers by itself.
 */
export class GoogleClient {
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly issuer: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
    const configuration = await this.#discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Exchanges the callback's code; throws when the state, nonce, PKCE or token do not check out. */
  async identity(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<GoogleIdentity> {
    const configuration = await this.#discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    let claims: Record<string, unknown> = { ...tokens.claims()! };
    if (typeof claims.email !== 'string') {
      const userInfo = await oidc.fetchUserInfo(
        configuration,
        tokens.access_token,
        String(claims.sub),
      );
      claims = { ...claims, ...userInfo };
    }
    return {
      subject: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  }

  #discover(): Promise<oidc.Configuration> {
    this.#configuration ??= oidc
      .discovery(new URL(this.issuer), this.clientId, this.clientSecret, undefined, {
        // Plain http only for a provider on this machine (the tests' local stand-in).
        execute: isLoopbackHttp(this.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.#configuration = undefined;
        throw error;
      });
    return this.#configuration;
  }
}

function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
