import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (the oidc-provider package) on loopback, standing in for Google: the
 * app's whole authorization-code flow (discovery, PKCE, state, nonce, ID token signatures) runs
 * against it. Its sign-in page is a small form ("email", "name", Continue or Cancel), so a test
 * or a browser chooses who signs in; `email_verified` can be turned off per sign-in.
 */

import { LOCAL_GOOGLE_CLIENT } from './local-google-client';

export { LOCAL_GOOGLE_CLIENT };

export interface LocalGoogle {
  issuer: string;
  close(): Promise<void>;
}

interface Identity {
  email: string;
  name: string;
  emailVerified: boolean;
}

/** Accounts are keyed by email: the same email always gets the same subject, as at Google. */
const subjectOf = (email: string) => `local-${Buffer.from(email.toLowerCase()).toString('hex')}`;

export async function startLocalGoogle({
  redirectUris,
  port = 0,
}: {
  redirectUris: string[];
  port?: number;
}): Promise<LocalGoogle> {
  const identities = new Map<string, Identity>();
  // The issuer URL needs the port, so the server listens before the provider exists; requests
  // that arrive in between wait for it instead of hanging unanswered.
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  let handlerReady: (handler: Handler) => void = () => undefined;
  const handler = new Promise<Handler>((resolve) => (handlerReady = resolve));
  const server: Server = createServer(
    (req, res) => void handler.then((handle) => handle(req, res)),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Its own signing key per run, as a real provider has (the package's built-in key is for demos).
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'local-google',
    alg: 'RS256',
    use: 'sig',
  };
  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: LOCAL_GOOGLE_CLIENT.clientId,
        client_secret: LOCAL_GOOGLE_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token itself carries the scopes' claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Fixed lifetimes (seconds), like a real provider's, instead of the package's defaults.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['local-google-cookie-key'] },
    findAccount: (_ctx, sub) => {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: identity.email,
          email_verified: identity.emailVerified,
          name: identity.name,
        }),
      };
    },
  });

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(signInPage(details.uid));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    if (form.get('action') !== 'continue') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in',
      });
      return;
    }
    const email = form.get('email') ?? '';
    const sub = subjectOf(email);
    identities.set(sub, {
      email,
      name: form.get('name') || email,
      emailVerified: form.get('email_verified') !== 'false',
    });
    const grant = new provider.Grant({
      accountId: sub,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const handleProvider = provider.callback();
  handlerReady((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 400;
        res.end(String(error));
      });
      return;
    }
    handleProvider(req, res);
  });

  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const signInPage = (uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in - Local Google</title></head>
<body>
  <h1>Sign in with Local Google</h1>
  <form method="post" action="/interaction/${uid}">
    <label>Email <input name="email" type="email" required></label>
    <label>Name <input name="name"></label>
    <label><input type="checkbox" name="email_verified" value="false"> Email not verified</label>
    <button name="action" value="continue">Continue</button>
    <button name="action" value="cancel" formnovalidate>Cancel</button>
  </form>
</body></html>`;
