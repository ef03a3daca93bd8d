import { withoutControlCharacters } from '@forkcast/contracts';
import type { GoogleProfile } from './sign-in.service';

export interface GoogleAuthStart {
  url: string;
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** What the router needs from Google; a fake can stand in for it in tests. */
export interface GoogleOidc {
  start(): Promise<GoogleAuthStart>;
  finish(callbackUrl: URL, expected: { codeVerifier: string; state: string; nonce: string }): Promise<GoogleProfile>;
}

type OpenIdClient = typeof import('openid-client');

/**
 * Authorization-code flow with PKCE, state and nonce through openid-client v6. That library is
 * ESM-only, so it is imported on first use and only when Google is configured; discovery is cached.
 */
export function createGoogleOidc(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** https://accounts.google.com unless GOOGLE_ISSUER_URL says otherwise (config.ts). */
  issuerUrl: string;
}): GoogleOidc {
  const issuer = new URL(options.issuerUrl);
  let setup: Promise<{ client: OpenIdClient; configuration: import('openid-client').Configuration }> | undefined;
  const load = () => {
    setup ??= (async () => {
      const client = await import('openid-client');
      const configuration = await client.discovery(issuer, options.clientId, options.clientSecret, undefined, {
        execute: [
          // openid-client trusts TLS for the token endpoint's id_token and skips its signature; we check
          // it against the issuer's JWKS anyway, so a token the issuer did not sign is never accepted.
          client.enableNonRepudiationChecks,
          // config.ts lets a plain-http issuer through only on localhost (a provider started by tests).
          ...(issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []),
        ],
      });
      return { client, configuration };
    })().catch((error: unknown) => {
      setup = undefined; // retry discovery on the next sign-in rather than failing forever
      throw error;
    });
    return setup;
  };

  return {
    async start() {
      const { client, configuration } = await load();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
      });
      return { url: url.href, codeVerifier, state, nonce };
    },

    async finish(callbackUrl, expected) {
      const { client, configuration } = await load();
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') throw new Error('Google did not return an e-mail address');
      const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
      // Names reach push titles and the admin list: the same way in as a typed name (contracts' updateUserSchema).
      const name = (value: unknown) =>
        typeof value === 'string' ? withoutControlCharacters(value).trim().slice(0, 60) || undefined : undefined;
      return {
        subject: claims.sub,
        email: claims.email,
        // SignInService decides what an unverified address may do (nothing but a subject-linked sign-in).
        emailVerified: claims.email_verified === true,
        firstName: name(claims.given_name),
        lastName: name(claims.family_name),
        pictureUrl: text(claims.picture),
      };
    },
  };
}
