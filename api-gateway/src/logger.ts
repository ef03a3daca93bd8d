import type { DestinationStream } from 'pino';
import pino, { type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

const REDACTED = '[redacted]';
/** Shorter values would censor ordinary words; every real secret here is far longer. */
const MIN_SECRET_LENGTH = 8;

type LoggerConfig = Pick<Config, 'logLevel' | 'isProduction' | 'nodeEnv'> &
  Partial<Pick<Config, 'sessionSecret' | 'databaseUrl' | 'redisUrl' | 'mail' | 'google' | 'ai' | 'billing' | 'restaurants' | 'push'>>;

/**
 * JSON logs in production; pretty single lines in development when pino-pretty is installed. Every line
 * is scrubbed of the configured secrets by value (ASVS 16.2.5): whatever a library puts in an error
 * (a connection string, a request's headers), a key, a password or the session secret never reaches
 * the output. `destination` is for tests.
 */
export function createLogger(config: LoggerConfig, destination?: DestinationStream): Logger {
  const pretty = !destination && !config.isProduction && config.nodeEnv !== 'test' && canResolve('pino-pretty');
  const secrets = secretValuesOf(config);
  const options = {
    level: config.logLevel,
    ...(secrets.length ? { hooks: { streamWrite: (line: string) => scrub(line, secrets) } } : {}),
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The configured secrets, as written and as they appear JSON-escaped or URL-encoded in a log line. */
export function secretValuesOf(config: LoggerConfig): string[] {
  const values = [
    config.sessionSecret,
    config.billing?.stripe?.secretKey,
    config.billing?.stripe?.webhookSecret,
    config.ai?.apiKey,
    config.google?.clientSecret,
    config.restaurants?.googlePlacesApiKey,
    config.push?.vapidKeys?.privateKey,
    ...[config.mail?.smtpUrl, config.databaseUrl, config.redisUrl].map(passwordOf),
  ].filter((value): value is string => typeof value === 'string' && value.length >= MIN_SECRET_LENGTH);
  const forms = values.flatMap((value) => [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)]);
  // Longest first, so a secret containing another is censored whole.
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

function passwordOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}

function scrub(line: string, secrets: string[]): string {
  let out = line;
  for (const secret of secrets) if (out.includes(secret)) out = out.replaceAll(secret, REDACTED);
  return out;
}

function canResolve(moduleName: string): boolean {
  try {
    require.resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}
