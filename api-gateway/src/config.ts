import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@forkcast/shared-ui/contracts';
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
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional()),
  FORKCAST_DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  ADMIN_EMAILS: optionalString,
  STATIC_ROOT: optionalString,
  // Published, versioned remote bundles and the release manifest (see scripts/remotes.mjs).
  FORKCAST_RELEASES_DIR: optionalString,
  MFE_SWIPE_URL: optionalString,
  MFE_SPOTLIGHT_URL: optionalString,
  MFE_ACCOUNT_URL: optionalString,
  MFE_ADMIN_URL: optionalString,
  OTP_REQUESTS_PER_EMAIL: positiveInt(5),
  OTP_REQUESTS_PER_IP: positiveInt(30),
  OTP_VERIFY_PER_IP: positiveInt(60),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  // Lifetime of a sign-in code; 10 minutes per the design, shorter only to watch expiry in e2e tests.
  OTP_TTL_SECONDS: positiveInt(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // Restaurant data: Google Places when a key is set, else an Overpass server, else the bundled catalog.
  GOOGLE_PLACES_API_KEY: optionalString,
  OVERPASS_URL: optionalString.pipe(z.url().optional()),
  // How long a nearby query for the same area (coordinates to 2 decimals) is served from the database.
  RESTAURANT_CACHE_TTL_HOURS: positiveInt(24),
});

export type Env = Record<string, string | undefined>;

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
  google: { clientId: string; clientSecret: string } | undefined;
  adminEmails: ReadonlySet<string>;
  staticRoot: string;
  /** Versioned remote bundles: <releasesDir>/<folder>/<version>/ and mfe-releases.json. */
  releasesDir: string;
  /** Remote entry overrides from MFE_*_URL; absent remotes use /remotes/<folder>/remoteEntry.js. */
  remoteEntryOverrides: Partial<Record<RemoteName, string>>;
  rateLimit: { windowMs: number; otpPerEmail: number; otpPerIp: number; verifyPerIp: number };
  otpTtlMs: number;
  restaurants: { googlePlacesApiKey: string | undefined; overpassUrl: string | undefined; cacheTtlMs: number };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
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
  if (isProduction && !e.SESSION_SECRET) throw new ConfigError('SESSION_SECRET is required in production');
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  }

  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  const remoteEntryOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = e[REMOTE_ENV[name]];
    if (typeof value === 'string') remoteEntryOverrides[name] = value;
  }

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
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
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
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
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      otpPerEmail: e.OTP_REQUESTS_PER_EMAIL,
      otpPerIp: e.OTP_REQUESTS_PER_IP,
      verifyPerIp: e.OTP_VERIFY_PER_IP,
    },
    otpTtlMs: e.OTP_TTL_SECONDS * 1000,
    restaurants: {
      googlePlacesApiKey: e.GOOGLE_PLACES_API_KEY,
      overpassUrl: e.OVERPASS_URL,
      cacheTtlMs: e.RESTAURANT_CACHE_TTL_HOURS * 60 * 60 * 1000,
    },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
