import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@forkcast/contracts';
import { packageRoot } from './paths';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Interface to listen on; default: every interface, or 127.0.0.1 while a development provider is active.
  HOST: optionalString,
  // Proxies whose X-Forwarded-* headers count (addresses, CIDRs, loopback/linklocal/uniquelocal); default none.
  TRUST_PROXY: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional()),
  FORKCAST_DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // Another OpenID Connect issuer than Google's (tests run one locally); http only on localhost.
  GOOGLE_ISSUER_URL: optionalString.pipe(z.url().optional()),
  ADMIN_EMAILS: optionalString,
  STATIC_ROOT: optionalString,
  // Published, versioned remote bundles and the release manifest (see scripts/remotes.mjs).
  FORKCAST_RELEASES_DIR: optionalString,
  MFE_SWIPE_URL: optionalString,
  MFE_SPOTLIGHT_URL: optionalString,
  MFE_ACCOUNT_URL: optionalString,
  MFE_ADMIN_URL: optionalString,
  // Source maps (with the original sources inside) stay build artifacts: served only when this says true.
  SERVE_SOURCE_MAPS: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['true', 'false', '1', '0']).optional()),
  // Code requests per address and client (pre-sign-in cookie); code mails per address from every client
  // together (past them one more a minute, and other requests share the newest code: auth.router.ts).
  OTP_REQUESTS_PER_EMAIL: positiveInt(5),
  OTP_REQUESTS_PER_EMAIL_TOTAL: positiveInt(10),
  OTP_REQUESTS_PER_IP: positiveInt(30),
  OTP_VERIFY_PER_IP: positiveInt(60),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  // Wrong invite codes per account and per address in the window above (codes are 6 characters, live 7 days).
  INVITE_FAILURES_PER_WINDOW: positiveInt(10),
  // Guest joins (issue 43) in the window above: per link, per address and per session. A table of six
  // needs five; the rest is room for retries and a removed guest coming back.
  GUEST_JOINS_PER_LINK: positiveInt(10),
  GUEST_JOINS_PER_IP: positiveInt(30),
  GUEST_JOINS_PER_SESSION: positiveInt(15),
  // Calls that can cost money (Places, AI): session start, insights, compromise, randomizer, discover,
  // cache refresh. Per minute, per signed-in user and per address: levels a person never meets.
  COSTLY_PER_USER_PER_MINUTE: positiveInt(30),
  COSTLY_PER_IP_PER_MINUTE: positiveInt(120),
  // Lifetime of a sign-in code; 10 minutes per the design, shorter only to watch expiry in e2e tests.
  OTP_TTL_SECONDS: positiveInt(600),
  // Absolute session lifetime from sign-in (ASVS 7.3.2), on top of the rolling 30-day inactivity cookie.
  SESSION_MAX_LIFETIME_HOURS: positiveInt(30 * 24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // Restaurant data: 'live' (default) asks Google Places when a key is set, else OpenStreetMap through an
  // Overpass server, with the bundled catalog standing in while it is unreachable; 'catalog' never leaves
  // the machine (tests and CI set it).
  RESTAURANT_SOURCE: z.enum(['live', 'catalog']).default('live'),
  GOOGLE_PLACES_API_KEY: optionalString,
  OVERPASS_URL: optionalString.pipe(z.url().optional()),
  // How long a search waits for the live source before the catalog answers.
  RESTAURANT_SOURCE_TIMEOUT_MS: positiveInt(5000),
  // Who runs this deployment (an e-mail address or URL): public services such as Overpass ask to be told.
  OPERATOR_CONTACT: optionalString,
  // How long a nearby query for the same area (coordinates to 2 decimals) is served from the database.
  RESTAURANT_CACHE_TTL_HOURS: positiveInt(24),
  // Billing: Stripe when all four STRIPE_* keys are set; else the offline dev checkout (off in production,
  // where DEV_BILLING=1 is refused). STRIPE_API_URL points the Stripe client at another host (tests, stripe-mock).
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_ANNUAL: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  DEV_BILLING: z.enum(['0', '1']).optional(),
  // App Store Server Notifications V2: on when APPLE_BUNDLE_ID and APPLE_ROOT_CERTS_DIR are set.
  APPLE_ROOT_CERTS_DIR: optionalString,
  APPLE_BUNDLE_ID: optionalString,
  APPLE_APP_APPLE_ID: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive().optional()),
  APPLE_ENVIRONMENT: z.enum(['Production', 'Sandbox']).default('Production'),
  APPLE_MONTHLY_PRODUCT_ID: optionalString,
  APPLE_ANNUAL_PRODUCT_ID: optionalString,
  // AI: an OpenAI-compatible chat API when AI_BASE_URL is set; else (and on any failure) the built-in engine.
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: positiveInt(8000),
  // Web Push (VAPID, RFC 8292): both keys or neither (then a pair is generated once and kept in the database).
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
});

export type Env = Record<string, string | undefined>;

/** Used with AI_BASE_URL when AI_MODEL is not set. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

const REMOTE_ENV: Record<RemoteName, keyof z.infer<typeof envSchema>> = {
  mfe_swipe: 'MFE_SWIPE_URL',
  mfe_spotlight: 'MFE_SPOTLIGHT_URL',
  mfe_account: 'MFE_ACCOUNT_URL',
  mfe_admin: 'MFE_ADMIN_URL',
};

/** Everything the gateway reads from its environment, validated once. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /**
   * The interface server.ts listens on: HOST, else 127.0.0.1 while a development provider is active
   * (their endpoints hand out sign-in codes and free plans), else undefined = every interface.
   */
  host: string | undefined;
  /** Active development stand-ins (dev outbox, dev billing); production refuses to start with any. */
  developmentProviders: readonly string[];
  /** TRUST_PROXY entries for Express's `trust proxy` (empty: no X-Forwarded-* header is believed). */
  trustProxy: readonly string[];
  /** The app's public origin (no trailing slash), used for same-origin checks and the OAuth redirect. */
  publicUrl: string;
  /** True when publicUrl was set explicitly (it is otherwise derived from PORT). */
  hasExplicitPublicUrl: boolean;
  isHttps: boolean;
  /** Absent only outside production; resolveRuntimeConfig() then generates and persists one. */
  sessionSecret: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  adminEmails: ReadonlySet<string>;
  staticRoot: string;
  /** Versioned remote bundles: <releasesDir>/<folder>/<version>/ and mfe-releases.json. */
  releasesDir: string;
  /** Remote entry overrides from MFE_*_URL; absent remotes use /remotes/<folder>/remoteEntry.js. */
  remoteEntryOverrides: Partial<Record<RemoteName, string>>;
  /** SERVE_SOURCE_MAPS: answer `.map` files of the shell and remotes (default: 404, they hold the sources). */
  serveSourceMaps: boolean;
  rateLimit: {
    windowMs: number;
    otpPerEmail: number;
    otpPerEmailTotal: number;
    otpPerIp: number;
    verifyPerIp: number;
    inviteFailures: number;
    guestJoinsPerLink: number;
    guestJoinsPerIp: number;
    guestJoinsPerSession: number;
    costlyPerUserPerMinute: number;
    costlyPerIpPerMinute: number;
  };
  otpTtlMs: number;
  /** A signed-in session ends this long after sign-in, however active (session/session-lifetime.ts). */
  session: { maxLifetimeMs: number };
  restaurants: RestaurantsConfig;
  /** The remote AI provider; `baseUrl` undefined means the built-in engine only. */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  billing: BillingConfig;
  push: PushConfig;
}

export interface RestaurantsConfig {
  /** 'catalog': the bundled catalog answers everything, nothing leaves the machine. */
  mode: 'live' | 'catalog';
  googlePlacesApiKey: string | undefined;
  /** Always set in live mode (the public instance by default). */
  overpassUrl: string | undefined;
  timeoutMs: number;
  /** Sent to public live sources: names Forkcast and the operator's contact. */
  userAgent: string;
  cacheTtlMs: number;
}

/**
 * The main public Overpass API instance. Its usage policy asks for fewer than 10,000 queries and 1 GB a day
 * per client, a User-Agent that identifies the application, and backing off when it answers 429 or 504.
 */
export const PUBLIC_OVERPASS_URL = 'https://overpass-api.de/api/interpreter';

export interface PushConfig {
  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY (base64url); absent: generated once and stored in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** The JWT's `sub`: VAPID_SUBJECT, else an https PUBLIC_URL, else a mailto: of MAIL_FROM's address. */
  subject: string;
  /** Outside production, push endpoints may also be http on loopback (a local push service in tests). */
  allowLoopback: boolean;
}

export interface StripeConfig {
  secretKey: string;
  priceMonthly: string;
  priceAnnual: string;
  webhookSecret: string;
  /** Another API host than api.stripe.com (tests record requests on a local server). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export interface AppleConfig {
  rootCertsDir: string;
  bundleId: string;
  appAppleId: number | undefined;
  environment: 'Production' | 'Sandbox';
  monthlyProductId: string | undefined;
  annualProductId: string | undefined;
}

export interface BillingConfig {
  /** Who sells web subscriptions: Stripe, the offline dev checkout, or nobody (production without Stripe). */
  mode: 'stripe' | 'dev' | 'none';
  stripe: StripeConfig | undefined;
  apple: AppleConfig | undefined;
}

/** The config the app runs with: the session secret is always known by then. */
export type AppConfig = Config & { sessionSecret: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Pure: parses an environment object (process.env in server.ts, a literal in tests). */
export function loadConfig(env: Env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${details}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  }
  const googleIssuer = new URL(e.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com');
  if (googleIssuer.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(googleIssuer.hostname)) {
    throw new ConfigError('GOOGLE_ISSUER_URL must be an https URL (http only for localhost)');
  }

  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (publicUrl.startsWith('https:') && trustProxy.length === 0) {
    throw new ConfigError(
      "PUBLIC_URL is https, so TLS ends at a proxy in front of the gateway: set TRUST_PROXY to that proxy's address " +
        '(an IP or CIDR, comma-separated; loopback when it runs on this machine) so Secure cookies and client addresses work',
    );
  }
  const remoteEntryOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = e[REMOTE_ENV[name]];
    if (typeof value !== 'string') continue;
    const problem = remoteEntryProblem(value, isProduction);
    if (problem) {
      throw new ConfigError(
        `${REMOTE_ENV[name]} ${problem}: use an absolute ${isProduction ? 'https' : 'http(s)'} URL without user name, ` +
          'password, query or fragment (https://cdn.example/remotes/<folder>/<version>/remoteEntry.js), or a path on this server starting with /',
      );
    }
    remoteEntryOverrides[name] = value;
  }
  const billing = billingConfig(e, isProduction);
  const developmentProviders = [...(e.SMTP_URL ? [] : ['dev outbox (no SMTP_URL)']), ...(billing.mode === 'dev' ? ['dev billing'] : [])];
  if (isProduction) refuseUnsafeProduction(e, billing);

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (developmentProviders.length > 0 ? '127.0.0.1' : undefined),
    developmentProviders,
    trustProxy,
    publicUrl,
    hasExplicitPublicUrl: Boolean(e.PUBLIC_URL),
    isHttps: publicUrl.startsWith('https:'),
    sessionSecret: e.SESSION_SECRET,
    dataDir: path.resolve(e.FORKCAST_DATA_DIR ?? path.join(packageRoot, 'data')),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Forkcast <no-reply@forkcast.local>' },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: googleIssuer.href.replace(/\/$/, '') }
        : undefined,
    adminEmails: new Set(
      (e.ADMIN_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    staticRoot: path.resolve(e.STATIC_ROOT ?? path.dirname(packageRoot)),
    releasesDir: path.resolve(e.FORKCAST_RELEASES_DIR ?? path.join(e.STATIC_ROOT ?? path.dirname(packageRoot), 'releases')),
    remoteEntryOverrides,
    serveSourceMaps: e.SERVE_SOURCE_MAPS === 'true' || e.SERVE_SOURCE_MAPS === '1',
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      otpPerEmail: e.OTP_REQUESTS_PER_EMAIL,
      otpPerEmailTotal: e.OTP_REQUESTS_PER_EMAIL_TOTAL,
      otpPerIp: e.OTP_REQUESTS_PER_IP,
      verifyPerIp: e.OTP_VERIFY_PER_IP,
      inviteFailures: e.INVITE_FAILURES_PER_WINDOW,
      guestJoinsPerLink: e.GUEST_JOINS_PER_LINK,
      guestJoinsPerIp: e.GUEST_JOINS_PER_IP,
      guestJoinsPerSession: e.GUEST_JOINS_PER_SESSION,
      costlyPerUserPerMinute: e.COSTLY_PER_USER_PER_MINUTE,
      costlyPerIpPerMinute: e.COSTLY_PER_IP_PER_MINUTE,
    },
    otpTtlMs: e.OTP_TTL_SECONDS * 1000,
    session: { maxLifetimeMs: e.SESSION_MAX_LIFETIME_HOURS * 60 * 60 * 1000 },
    restaurants: {
      mode: e.RESTAURANT_SOURCE,
      googlePlacesApiKey: e.GOOGLE_PLACES_API_KEY,
      overpassUrl: e.RESTAURANT_SOURCE === 'live' ? (e.OVERPASS_URL ?? PUBLIC_OVERPASS_URL) : e.OVERPASS_URL,
      timeoutMs: e.RESTAURANT_SOURCE_TIMEOUT_MS,
      userAgent: `Forkcast/1.0 (restaurant decision app; +${e.OPERATOR_CONTACT ?? e.PUBLIC_URL ?? 'operator contact not configured'})`,
      cacheTtlMs: e.RESTAURANT_CACHE_TTL_HOURS * 60 * 60 * 1000,
    },
    ai: {
      baseUrl: e.AI_BASE_URL?.replace(/\/+$/, ''),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL ?? DEFAULT_AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    billing,
    push: pushConfig(e, publicUrl, isProduction),
  };
}

/** VAPID keys are both set or neither, each the right size; the subject is a mailto: or https: URL (RFC 8292 § 2.1). */
function pushConfig(e: z.infer<typeof envSchema>, publicUrl: string, isProduction: boolean): PushConfig {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then generated and kept in the database)',
    );
  }
  const bytes = (value: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0));
  if (e.VAPID_PUBLIC_KEY && (bytes(e.VAPID_PUBLIC_KEY).length !== 65 || bytes(e.VAPID_PUBLIC_KEY)[0] !== 4)) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes): `npx web-push generate-vapid-keys`',
    );
  }
  if (e.VAPID_PRIVATE_KEY && bytes(e.VAPID_PRIVATE_KEY).length !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes): `npx web-push generate-vapid-keys`');
  }
  const mailFrom = (e.MAIL_FROM ?? '').match(/<([^>]+)>/)?.[1] ?? (e.MAIL_FROM?.includes('@') ? e.MAIL_FROM : 'no-reply@forkcast.local');
  const subject = e.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : `mailto:${mailFrom}`);
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s]+)$/.test(subject)) {
    throw new ConfigError(
      'VAPID_SUBJECT must be a mailto: address or an https: URL where push services can reach you (mailto:ops@forkcast.example)',
    );
  }
  return {
    vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    subject,
    allowLoopback: !isProduction,
  };
}

const TRUST_PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Named proxies only: a hop count or `true` would believe X-Forwarded-For from any peer. */
function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !TRUST_PROXY_KEYWORDS.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY: ${bad.map((entry) => `"${entry}"`).join(', ')} is not an IP address, a CIDR range (10.0.0.0/8) or one of ` +
        "loopback, linklocal, uniquelocal: list your proxies' addresses, comma-separated",
    );
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || address.includes('%') || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Why an MFE_*_URL value is refused, or undefined. Its origin goes into the CSP and the shell loads
 * script from it, so: no credentials (they would be published in /mfe-manifest.json), no query or
 * fragment, https in production; a path must stay on this origin (`//host` and `/\\host` do not).
 */
function remoteEntryProblem(value: string, isProduction: boolean): string | undefined {
  if (/[\s\\]/.test(value)) return 'contains a space or backslash';
  if (/[?#]/.test(value)) return 'has a query or fragment';
  if (value.startsWith('/')) return value.startsWith('//') ? 'is a protocol-relative URL (another host)' : undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is neither a URL nor a path starting with /';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `uses ${url.protocol} (not http or https)`;
  if (url.username || url.password) return 'has a user name or password';
  if (isProduction && url.protocol !== 'https:') return 'is http (production needs https)';
  return undefined;
}

const MIN_PRODUCTION_SECRET = 32;
/** Placeholder wording people paste from examples ("change-me", "your-secret-here", "<≥ 32 random chars>"). */
const PLACEHOLDER_SECRET = /change.?me|replace.?me|your.?secret|placeholder|example|^<.*>$/i;

/** Production never runs on a development stand-in or a guessable session secret; each problem says what to set. */
function refuseUnsafeProduction(e: z.infer<typeof envSchema>, billing: BillingConfig): void {
  const problems: string[] = [];
  const secret = e.SESSION_SECRET;
  const setSecret = `set it to at least ${MIN_PRODUCTION_SECRET} random characters (e.g. the output of \`openssl rand -base64 48\`)`;
  if (!secret) problems.push(`SESSION_SECRET is not set: ${setSecret}`);
  else if (secret.length < MIN_PRODUCTION_SECRET || new Set(secret).size < 8 || PLACEHOLDER_SECRET.test(secret)) {
    problems.push(
      `SESSION_SECRET is too weak (shorter than ${MIN_PRODUCTION_SECRET} characters, repetitive or a placeholder): ${setSecret}`,
    );
  }
  if (!e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL is not set, so invite links, sign-in with Google and checkout would point at localhost: set PUBLIC_URL to the address people open (https://forkcast.example)',
    );
  }
  if (!e.SMTP_URL) {
    problems.push(
      'SMTP_URL is not set, so sign-in codes would go to the development outbox: set SMTP_URL to your mail server (smtp://user:password@host:587)',
    );
  }
  if (billing.mode === 'dev') {
    problems.push(
      'DEV_BILLING=1 turns on the free development checkout: remove DEV_BILLING, or set STRIPE_SECRET_KEY, ' +
        'STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Refusing to start in production: ${problems.join('; ')}`);
}

function billingConfig(e: z.infer<typeof envSchema>, isProduction: boolean): BillingConfig {
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PRICE_MONTHLY, e.STRIPE_PRICE_ANNUAL, e.STRIPE_WEBHOOK_SECRET];
  const stripeSet = stripeKeys.filter(Boolean).length;
  if (stripeSet > 0 && stripeSet < stripeKeys.length) {
    throw new ConfigError('Set all of STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL and STRIPE_WEBHOOK_SECRET, or none');
  }
  let stripe: StripeConfig | undefined;
  if (e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_MONTHLY && e.STRIPE_PRICE_ANNUAL && e.STRIPE_WEBHOOK_SECRET) {
    const api = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined;
    stripe = {
      secretKey: e.STRIPE_SECRET_KEY,
      priceMonthly: e.STRIPE_PRICE_MONTHLY,
      priceAnnual: e.STRIPE_PRICE_ANNUAL,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      api: api && {
        host: api.hostname,
        protocol: api.protocol === 'http:' ? 'http' : 'https',
        port: api.port ? Number(api.port) : api.protocol === 'http:' ? 80 : 443,
      },
    };
  }
  if (Boolean(e.APPLE_BUNDLE_ID) !== Boolean(e.APPLE_ROOT_CERTS_DIR)) {
    throw new ConfigError('Set both APPLE_BUNDLE_ID and APPLE_ROOT_CERTS_DIR, or neither');
  }
  if (e.APPLE_BUNDLE_ID && e.APPLE_ENVIRONMENT === 'Production' && e.APPLE_APP_APPLE_ID === undefined) {
    throw new ConfigError('APPLE_APP_APPLE_ID is required when APPLE_ENVIRONMENT is Production');
  }
  const apple: AppleConfig | undefined =
    e.APPLE_BUNDLE_ID && e.APPLE_ROOT_CERTS_DIR
      ? {
          rootCertsDir: path.resolve(e.APPLE_ROOT_CERTS_DIR),
          bundleId: e.APPLE_BUNDLE_ID,
          appAppleId: e.APPLE_APP_APPLE_ID,
          environment: e.APPLE_ENVIRONMENT,
          monthlyProductId: e.APPLE_MONTHLY_PRODUCT_ID,
          annualProductId: e.APPLE_ANNUAL_PRODUCT_ID,
        }
      : undefined;
  // The dev checkout grants premium for free, so production has it only when asked for explicitly.
  const devAllowed = e.DEV_BILLING === '1' || (!isProduction && e.DEV_BILLING !== '0');
  return { mode: stripe ? 'stripe' : devAllowed ? 'dev' : 'none', stripe, apple };
}
