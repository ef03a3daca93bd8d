import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of our own (RFC 8030) for tests: an HTTP server on loopback that records every push it
 * receives and answers with `status` (201 by default; 410 to say the subscription is gone). Each device is a
 * path of it, and owns the key pair and auth secret a browser would make (RFC 8291), so the test can decrypt.
 */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

export interface TestDevice {
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: crypto.ECDH;
  authSecret: Buffer;
  path: string;
}

export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  status = 201;
  /** While set, answers wait for it (a slow push service). */
  hold: Promise<void> | undefined;
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), at: performance.now() });
      void (this.hold ?? Promise.resolve()).then(() => res.writeHead(this.status).end());
    });
  });
  private counter = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** A new device subscribed to this service (what `pushManager.subscribe` gives a page). */
  device(host = this.origin): TestDevice {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = crypto.randomBytes(16);
    this.counter += 1;
    const path = `/push/device-${this.counter}-${crypto.randomBytes(6).toString('hex')}`;
    return {
      subscription: {
        endpoint: `${host}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      },
      ecdh,
      authSecret,
      path,
    };
  }

  to(device: TestDevice): ReceivedPush[] {
    return this.received.filter((push) => push.path === device.path);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** RFC 8291 + RFC 8188: decrypts an aes128gcm push body with the device's private key and auth secret. */
export function decryptPush(body: Buffer, device: Pick<TestDevice, 'ecdh' | 'authSecret'>): unknown {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || ciphertext.length > recordSize) throw new Error('Not a single-record aes128gcm body');

  const ecdhSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Missing the last-record delimiter');
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. Verifies the ES256 signature with `k` and
 * answers the claims and the key.
 */
export function verifyVapid(authorization: string | undefined): {
  claims: { aud: string; exp: number; sub: string };
  publicKey: string;
  header: unknown;
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token = '', publicKey = ''] = match;
  const [headerPart = '', claimsPart = '', signature = ''] = token.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID JWT signature does not verify with k');
  return {
    header: JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')),
    claims: JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')),
    publicKey,
  };
}
