import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { isDatabaseUnavailable } from '../src/db/database-errors';
import { secretValuesOf } from '../src/logger';

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      publicUrl: 'http://localhost:8080',
      isHttps: false,
      sessionSecret: undefined,
      databaseUrl: undefined,
      google: undefined,
      rateLimit: { windowMs: 15 * 60_000, otpPerEmail: 5, otpPerIp: 30, verifyPerIp: 60 },
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', 'data'));
    expect(config.staticRoot).toBe(path.resolve(__dirname, '..', '..'));
  });

  it('restaurants come from live OpenStreetMap by default, naming Forkcast and the operator; RESTAURANT_SOURCE=catalog stays offline', () => {
    expect(loadConfig({}).restaurants).toMatchObject({
      mode: 'live',
      overpassUrl: 'https://overpass-api.de/api/interpreter',
      timeoutMs: 5000,
      userAgent: 'Forkcast/1.0 (restaurant decision app; +operator contact not configured)',
    });
    expect(
      loadConfig({ OPERATOR_CONTACT: 'ops@example.org', OVERPASS_URL: 'https://overpass.example.org/api/interpreter' }).restaurants,
    ).toMatchObject({
      overpassUrl: 'https://overpass.example.org/api/interpreter',
      userAgent: 'Forkcast/1.0 (restaurant decision app; +ops@example.org)',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://forkcast.example.org', TRUST_PROXY: 'loopback' }).restaurants.userAgent).toBe(
      'Forkcast/1.0 (restaurant decision app; +https://forkcast.example.org)',
    );
    expect(loadConfig({ RESTAURANT_SOURCE: 'catalog' }).restaurants).toMatchObject({ mode: 'catalog', overpassUrl: undefined });
    expect(() => loadConfig({ RESTAURANT_SOURCE: 'google' })).toThrow(ConfigError);
  });

  it('derives the public origin and https from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://forkcast.example.com/', PORT: '9000', TRUST_PROXY: '10.0.0.2' });
    expect(config.publicUrl).toBe('https://forkcast.example.com');
    expect(config.isHttps).toBe(true);
    expect(config.port).toBe(9000);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'production-secret-0123456789abcdefghij',
        SMTP_URL: 'smtp://mail:25',
        PUBLIC_URL: 'http://forkcast.lan',
      }).isProduction,
    ).toBe(true);
  });

  it('requires PUBLIC_URL in production: links handed to people must not point at localhost', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'production-secret-0123456789abcdefghij', SMTP_URL: 'smtp://mail:25' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL is not set/);
    // Development derives it from PORT and says it was not set, so links follow the address the app was opened on.
    expect(loadConfig({ PORT: '9000' })).toMatchObject({ publicUrl: 'http://localhost:9000', hasExplicitPublicUrl: false });
  });

  it('parses admin e-mails, Google and remote overrides', () => {
    const config = loadConfig({
      ADMIN_EMAILS: 'A@x.com, b@y.com ,',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      MFE_SWIPE_URL: 'http://localhost:3001/remoteEntry.js',
      OTP_REQUESTS_PER_EMAIL: '2',
    });
    expect([...config.adminEmails]).toEqual(['a@x.com', 'b@y.com']);
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuerUrl: 'https://accounts.google.com' });
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...google, GOOGLE_ISSUER_URL: 'http://127.0.0.1:4000/' }).google?.issuerUrl).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ ...google, GOOGLE_ISSUER_URL: 'http://idp.example.com' })).toThrow(/GOOGLE_ISSUER_URL/);
    expect(config.remoteEntryOverrides).toEqual({ mfe_swipe: 'http://localhost:3001/remoteEntry.js' });
    expect(config.rateLimit.otpPerEmail).toBe(2);
  });

  it('serves no source maps unless SERVE_SOURCE_MAPS says so', () => {
    expect(loadConfig({}).serveSourceMaps).toBe(false);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'false' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ SERVE_SOURCE_MAPS: '' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ SERVE_SOURCE_MAPS: '1' }).serveSourceMaps).toBe(true);
    expect(() => loadConfig({ SERVE_SOURCE_MAPS: 'yes please' })).toThrow(/SERVE_SOURCE_MAPS/);
  });

  it('reads the Web Push keys and subject: both keys or neither, the right sizes, a mailto: or https: subject', () => {
    const publicKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const privateKey = Buffer.alloc(32, 2).toString('base64url');
    expect(loadConfig({}).push).toEqual({ vapidKeys: undefined, subject: 'mailto:no-reply@forkcast.local', allowLoopback: true });
    expect(loadConfig({ MAIL_FROM: 'Forkcast <hello@forkcast.example>' }).push.subject).toBe('mailto:hello@forkcast.example');
    expect(loadConfig({ PUBLIC_URL: 'https://forkcast.example', TRUST_PROXY: 'loopback' }).push.subject).toBe('https://forkcast.example');
    const configured = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:ops@forkcast.example',
    });
    expect(configured.push).toEqual({ vapidKeys: { publicKey, privateKey }, subject: 'mailto:ops@forkcast.example', allowLoopback: true });
    // The private key is one of the values scrubbed from every log line.
    expect(secretValuesOf(configured)).toContain(privateKey);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY must be/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY must be/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://forkcast.example' })).toThrow(/VAPID_SUBJECT must be/);
    // Production sends to public https push services only.
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'Qm9vbXRyZWUtc2VjcmV0LTAxMjM0NTY3ODktYWJjZGVm',
      SMTP_URL: 'smtp://mail.example',
      PUBLIC_URL: 'http://forkcast.lan',
    });
    expect(production.push.allowLoopback).toBe(false);
  });

  it('rejects bad values with a readable error', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures through wrappers, not query errors', () => {
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: 'ECONNREFUSED' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
