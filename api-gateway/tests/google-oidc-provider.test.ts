import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '../src/db/schema';
import { createGoogleOidc, type GoogleOidc } from '../src/modules/auth/google-oidc';
import type { GoogleProfile } from '../src/modules/auth/sign-in.service';
import { uniqueEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * Google sign-in end to end against a real OpenID Connect provider (oidc-provider, a certified
 * implementation) started here on 127.0.0.1 in place of accounts.google.com. The "browser" is plain
 * HTTP: it follows redirects with its own cookies, between the gateway (through supertest) and the
 * provider, whose login/consent page answers like a user would (allow or deny).
 *
 * This file and google-oidc.ts keep their import() native (jest.config.js): both packages are ESM-only.
 */

const PUBLIC_URL = 'http://forkcast.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;
const CLIENT_ID = 'forkcast-web.apps.test';
const CLIENT_SECRET = 'forkcast-web-client-secret';
const FAILED = '/auth?error=google_failed';

// ---------------------------------------------------------------- the provider

/** What the user does on the provider's page; each test sets it before signing in. */
type Decision =
  { deny: true } | { account: { sub: string; email: string; email_verified: boolean; given_name?: string; family_name?: string } };

/** oidc-provider's storage (codes, sessions, grants) in a Map the tests can reach into. */
const store = new Map<string, Record<string, unknown>>();
class MapAdapter {
  constructor(private readonly name: string) {}
  private key(id: string) {
    return `${this.name}:${id}`;
  }
  async upsert(id: string, payload: Record<string, unknown>) {
    store.set(this.key(id), payload);
  }
  async find(id: string) {
    return store.get(this.key(id));
  }
  async findByUid(uid: string) {
    return [...store.entries()].find(([key, value]) => key.startsWith(`${this.name}:`) && value.uid === uid)?.[1];
  }
  async findByUserCode() {
    return undefined;
  }
  async consume(id: string) {
    const payload = store.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    store.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, value] of store) if (value.grantId === grantId) store.delete(key);
  }
}

const issuerKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'issuer-key-1';

let issuer: string;
let providerServer: http.Server;
let decision: Decision;
/** Replaces the token endpoint's JSON answer (token substitution attacks); reset before each test. */
let rewriteTokenResponse: ((body: Record<string, unknown>) => Record<string, unknown>) | undefined;
let jwksFetches = 0;

async function startProvider(): Promise<void> {
  providerServer = http.createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;

  // oidc-provider 9 prefers Node 22 and says so once on import; it runs on Node 20 and the warning is noise here.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { default: Provider, interactionPolicy } = await import('oidc-provider');
  warn.mockRestore();

  // Google accepts prompt=select_account (the adapter sends it); a provider must know a prompt to accept it.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const accounts = new Map<string, Record<string, unknown>>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: async (_ctx: unknown, sub: string) => {
      const claims = accounts.get(sub);
      return claims && { accountId: sub, claims: async () => claims };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    // Like Google: the scope's claims go into the id_token itself, not only to the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    jwks: { keys: [{ ...issuerKeys.privateKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    adapter: MapAdapter,
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  });

  // The login + consent page: one visit, answered by `decision`.
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    let result: Record<string, unknown>;
    if ('deny' in decision) {
      result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
    } else {
      const { account } = decision;
      accounts.set(account.sub, account);
      const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      result = { select_account: {}, login: { accountId: account.sub }, consent: { grantId: await grant.save() } };
    }
    ctx.status = 303;
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false }));
  });
  provider.use(async (ctx, next) => {
    if (ctx.path === '/jwks') jwksFetches += 1;
    await next();
    if (ctx.path === '/token' && ctx.status === 200 && rewriteTokenResponse) {
      ctx.body = rewriteTokenResponse(ctx.body as Record<string, unknown>);
    }
  });
  providerServer.on('request', provider.callback());
}

// ---------------------------------------------------------------- tokens

const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decodeJwt(jwt: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()),
  };
}

/** RS256 over header.payload, as the issuer (or an attacker with its own key) would sign it. */
function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, key: crypto.KeyObject): string {
  const input = `${b64json(header)}.${b64json(payload)}`;
  return `${input}.${crypto.sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** A token endpoint answer whose id_token is the real one's claims changed by `change`, signed with `key`. */
function substituteIdToken(change: (payload: Record<string, unknown>) => Record<string, unknown>, key = issuerKeys.privateKey) {
  return (body: Record<string, unknown>) => {
    const { header, payload } = decodeJwt(String(body.id_token));
    return { ...body, id_token: signJwt(header, change(payload), key) };
  };
}

// ---------------------------------------------------------------- the browser

interface Hop {
  url: URL;
  status: number;
  location: string | undefined;
}

/** A browser tab with its own cookies: the gateway through supertest (no port), the provider over HTTP. */
class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();
  readonly hops: Hop[] = [];

  constructor(private readonly app: TestApp['app']) {}

  private cookieHeader(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([key, cookie]) => key.startsWith(`${url.host}|`) && url.pathname.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.split('|')[2]}=${cookie.value}`)
      .join('; ');
  }

  private keep(url: URL, setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      const attribute = (wanted: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${wanted}=`))?.slice(wanted.length + 1);
      const cookiePath = attribute('path') ?? '/';
      const expires = attribute('expires');
      const gone = attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) < Date.now()) || value === '';
      const key = `${url.host}|${cookiePath}|${name}`;
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { value, path: cookiePath });
    }
  }

  /** One GET, no redirect followed. */
  async get(href: string): Promise<Hop> {
    const url = new URL(href);
    const cookie = this.cookieHeader(url);
    let hop: Hop;
    if (url.origin === PUBLIC_URL) {
      const res = await request(this.app)
        .get(url.pathname + url.search)
        .set('Cookie', cookie);
      this.keep(url, ([] as string[]).concat(res.headers['set-cookie'] ?? []));
      hop = { url, status: res.status, location: res.headers.location };
    } else {
      const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      this.keep(url, res.headers.getSetCookie());
      await res.arrayBuffer();
      hop = { url, status: res.status, location: res.headers.get('location') ?? undefined };
    }
    this.hops.push(hop);
    return hop;
  }

  /** Follows redirects from `href` until one leaves `keepGoing`; answers the last hop. */
  async follow(href: string, keepGoing: (next: URL) => boolean = () => true): Promise<Hop> {
    let hop = await this.get(href);
    for (let i = 0; i < 20 && hop.status >= 300 && hop.status < 400 && hop.location; i += 1) {
      const next = new URL(hop.location, hop.url);
      if (!keepGoing(next)) return hop;
      hop = await this.get(next.href);
    }
    return hop;
  }

  /** From "Continue with Google" up to (not into) the redirect back to the gateway's callback. */
  async untilCallback(): Promise<URL> {
    const hop = await this.follow(`${PUBLIC_URL}/api/auth/google`, (next) => !next.href.startsWith(CALLBACK));
    expect(hop.location).toBeDefined();
    const callback = new URL(hop.location!, hop.url);
    expect(callback.href.startsWith(CALLBACK)).toBe(true);
    return callback;
  }

  /** Where the gateway's callback sends the browser. */
  async finish(callback: URL): Promise<string | undefined> {
    return (await this.get(callback.href)).location;
  }

  /** GET /api/auth/user: the signed-in user, or undefined when signed out. */
  async me(): Promise<Record<string, unknown> | undefined> {
    const res = await request(this.app)
      .get('/api/auth/user')
      .set('Cookie', this.cookieHeader(new URL(PUBLIC_URL)));
    return res.status === 200 ? (res.body as Record<string, unknown>) : undefined;
  }

  async signedInEmail(): Promise<unknown> {
    return (await this.me())?.email;
  }
}

// ---------------------------------------------------------------- the gateway

/** The real adapter, recording what each finish() answered, so a test can tell why a sign-in failed. */
const outcomes: ({ profile: GoogleProfile } | { error: Error })[] = [];
function recording(google: GoogleOidc): GoogleOidc {
  return {
    start: () => google.start(),
    finish: async (url, expected) => {
      try {
        const profile = await google.finish(url, expected);
        outcomes.push({ profile });
        return profile;
      } catch (error) {
        outcomes.push({ error: error as Error });
        throw error;
      }
    },
  };
}
const lastError = () => {
  const last = outcomes.at(-1);
  return last && 'error' in last ? last.error : undefined;
};
/** openid-client's message is generic ("invalid response encountered"); its cause says which check failed. */
const lastReason = () => {
  const error = lastError() as (Error & { cause?: { message?: string } }) | undefined;
  return `${error?.message} / ${error?.cause?.message}`;
};

const googleEnv = () => ({ PUBLIC_URL, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER_URL: issuer });
let t: TestApp;

beforeAll(async () => {
  await startProvider();
  const env = googleEnv();
  t = await createTestApp({
    env,
    google: recording(createGoogleOidc({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: CALLBACK, issuerUrl: issuer })),
  });
});

afterAll(async () => {
  providerServer.closeAllConnections();
  await new Promise<void>((resolve) => providerServer.close(() => resolve()));
});

beforeEach(() => {
  rewriteTokenResponse = undefined;
  decision = { account: googleAccount() };
});

let subjects = 0;
function googleAccount(overrides: Partial<{ email: string; email_verified: boolean; given_name: string; family_name: string }> = {}) {
  subjects += 1;
  return {
    sub: `10876543210${subjects}`,
    email: uniqueEmail('gmail'),
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    ...overrides,
  };
}

async function accountExists(email: string): Promise<boolean> {
  return (await t.database.db.select().from(users).where(eq(users.email, email))).length > 0;
}

/** The code in a callback URL, as oidc-provider stores it. */
function storedCode(callback: URL): Record<string, unknown> {
  const code = callback.searchParams.get('code');
  const payload = code && store.get(`AuthorizationCode:${code}`);
  if (!payload) throw new Error('the provider has no such code');
  return payload;
}

// ---------------------------------------------------------------- tests

describe('Google sign-in against a real OpenID Connect provider', () => {
  it('discovers the issuer from GOOGLE_ISSUER_URL and sends code + PKCE (S256) + state + nonce', async () => {
    // The app as server.ts builds it: the adapter comes from config alone.
    const fromConfig = await createTestApp({ env: googleEnv() });
    expect(fromConfig.config.google?.issuerUrl).toBe(issuer);
    const start = await request(fromConfig.app).get('/api/auth/google').expect(302);
    const url = new URL(String(start.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    // RFC 7636: a base64url SHA-256 (43 characters); state and nonce unguessable and distinct.
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.state).not.toBe(params.nonce);

    // And the whole flow works with that adapter too.
    const browser = new Browser(fromConfig.app);
    const account = googleAccount();
    decision = { account };
    expect(await browser.finish(await browser.untilCallback())).toBe('/');
    expect(await browser.signedInEmail()).toBe(account.email);
  });

  it('signs a verified Google user in and lands on /, the id_token checked against the issuer keys', async () => {
    const account = googleAccount();
    decision = { account };
    const browser = new Browser(t.app);
    const callback = await browser.untilCallback();
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('iss')).toBe(issuer);

    expect(await browser.finish(callback)).toBe('/');
    expect(outcomes.at(-1)).toEqual({
      profile: {
        subject: account.sub,
        email: account.email,
        emailVerified: true,
        firstName: 'Ada',
        lastName: 'Lovelace',
        pictureUrl: undefined,
      },
    });
    expect(await browser.me()).toMatchObject({ email: account.email, firstName: 'Ada', lastName: 'Lovelace', oauthProvider: 'google' });
    // The id_token's signature is checked against the issuer's published keys (fetched, then cached).
    expect(jwksFetches).toBeGreaterThan(0);

    // The same Google account again: the same Forkcast account.
    const again = new Browser(t.app);
    expect(await again.finish(await again.untilCallback())).toBe('/');
    expect(await again.signedInEmail()).toBe(account.email);
  });

  it("drops control and bidi formatting characters from Google's names, as from typed ones", async () => {
    const account = googleAccount({ given_name: '\u202Eeva\u202C\u0007 ', family_name: '\u001B[2JLovelace\u2066' });
    decision = { account };
    const browser = new Browser(t.app);
    expect(await browser.finish(await browser.untilCallback())).toBe('/');
    expect(await browser.me()).toMatchObject({ email: account.email, firstName: 'eva', lastName: '[2JLovelace' });
  });

  it('reports email_verified=false to sign-in, which refuses it: no account, back on /auth with the error', async () => {
    const account = googleAccount({ email_verified: false });
    decision = { account };
    const browser = new Browser(t.app);
    expect(await browser.finish(await browser.untilCallback())).toBe(FAILED);
    expect(outcomes.at(-1)).toMatchObject({ profile: { email: account.email, emailVerified: false } });
    expect(await browser.signedInEmail()).toBeUndefined();
    expect(await accountExists(account.email)).toBe(false);
  });

  it('denied consent (error=access_denied on the callback) ends on /auth?error=google_failed', async () => {
    decision = { deny: true };
    const browser = new Browser(t.app);
    const callback = await browser.untilCallback();
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
    expect(await browser.finish(callback)).toBe(FAILED);
    expect((lastError() as Error & { error?: string }).error).toBe('access_denied');
    expect(await browser.signedInEmail()).toBeUndefined();
  });

  it("a callback meant for another browser's flow (wrong state) is refused", async () => {
    // The attacker gets a valid code for their own Google account and sends the victim the callback link.
    const attacker = googleAccount();
    decision = { account: attacker };
    const attackerBrowser = new Browser(t.app);
    const attackerCallback = await attackerBrowser.untilCallback();

    // The victim has a sign-in of their own in progress (state, nonce and verifier in their session).
    const victim = new Browser(t.app);
    await victim.get(`${PUBLIC_URL}/api/auth/google`);
    expect(await victim.finish(attackerCallback)).toBe(FAILED);
    expect(lastReason()).toMatch(/state/);
    expect(await victim.signedInEmail()).toBeUndefined();
  });

  it('an expired authorization code is refused by the provider and ends on the error', async () => {
    const browser = new Browser(t.app);
    const callback = await browser.untilCallback();
    storedCode(callback).exp = Math.floor(Date.now() / 1000) - 1;
    expect(await browser.finish(callback)).toBe(FAILED);
    expect((lastError() as Error & { error?: string }).error).toBe('invalid_grant');
    expect(await browser.signedInEmail()).toBeUndefined();
  });

  it('an authorization code already redeemed is refused by the provider and ends on the error', async () => {
    const browser = new Browser(t.app);
    const callback = await browser.untilCallback();
    storedCode(callback).consumed = Math.floor(Date.now() / 1000);
    expect(await browser.finish(callback)).toBe(FAILED);
    expect((lastError() as Error & { error?: string }).error).toBe('invalid_grant');
    expect(await browser.signedInEmail()).toBeUndefined();
  });

  it('an id_token issued for another client (wrong audience) is refused even though the issuer signed it', async () => {
    rewriteTokenResponse = substituteIdToken((payload) => ({
      ...payload,
      aud: 'another-client.apps.test',
      azp: 'another-client.apps.test',
    }));
    const browser = new Browser(t.app);
    expect(await browser.finish(await browser.untilCallback())).toBe(FAILED);
    expect(lastReason()).toMatch(/aud/);
    expect(await browser.signedInEmail()).toBeUndefined();
  });

  it('an id_token not signed by the issuer (same claims, another key) is refused', async () => {
    const attackerKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const account = googleAccount();
    decision = { account };
    // Claims a different, verified address: if the signature were not checked, this would sign them in.
    const victimEmail = uniqueEmail('victim');
    rewriteTokenResponse = substituteIdToken((payload) => ({ ...payload, email: victimEmail }), attackerKey);
    const browser = new Browser(t.app);
    expect(await browser.finish(await browser.untilCallback())).toBe(FAILED);
    expect(lastReason()).toMatch(/signature/i);
    expect(await browser.signedInEmail()).toBeUndefined();
    expect(await accountExists(victimEmail)).toBe(false);
  });

  it('an id_token from another sign-in (wrong nonce) is refused', async () => {
    rewriteTokenResponse = substituteIdToken((payload) => ({ ...payload, nonce: 'nonce-of-another-flow' }));
    const browser = new Browser(t.app);
    expect(await browser.finish(await browser.untilCallback())).toBe(FAILED);
    expect(lastReason()).toMatch(/nonce/);
  });
});
