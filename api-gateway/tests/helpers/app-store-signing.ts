import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A local App Store signing chain (root → intermediate → leaf, P-256) made with openssl, with the Apple
 * marker extensions SignedDataVerifier requires (intermediate 1.2.840.113635.100.6.2.1, leaf
 * 1.2.840.113635.100.6.11.1), and a JWS signer that puts the chain in x5c like Apple does.
 */
export interface SigningChain {
  /** A directory holding only the root certificate (APPLE_ROOT_CERTS_DIR). */
  rootDir: string;
  sign(payload: object): string;
}

export function createSigningChain(label: string): SigningChain {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `forkcast-apple-${label}-`));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

  const key = (name: string) => openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file(`${name}.key`));
  const issue = (name: string, subject: string, issuer: string, extensions: string) => {
    fs.writeFileSync(file(`${name}.ext`), extensions);
    openssl('req', '-new', '-key', file(`${name}.key`), '-subj', subject, '-out', file(`${name}.csr`));
    openssl(
      'x509',
      '-req',
      '-in',
      file(`${name}.csr`),
      '-CA',
      file(`${issuer}.pem`),
      '-CAkey',
      file(`${issuer}.key`),
      '-set_serial',
      String(crypto.randomInt(1, 2 ** 31)),
      '-days',
      '30',
      '-sha256',
      '-extfile',
      file(`${name}.ext`),
      '-out',
      file(`${name}.pem`),
    );
  };

  key('root');
  openssl(
    'req',
    '-x509',
    '-new',
    '-key',
    file('root.key'),
    '-subj',
    `/CN=Forkcast Test Root ${label}`,
    '-days',
    '30',
    '-sha256',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
    '-out',
    file('root.pem'),
  );
  key('intermediate');
  issue(
    'intermediate',
    `/CN=Forkcast Test Intermediate ${label}`,
    'root',
    'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n1.2.840.113635.100.6.2.1=ASN1:NULL\n',
  );
  key('leaf');
  issue(
    'leaf',
    `/CN=Forkcast Test Leaf ${label}`,
    'intermediate',
    'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n1.2.840.113635.100.6.11.1=ASN1:NULL\n',
  );

  const rootDir = path.join(dir, 'roots');
  fs.mkdirSync(rootDir);
  fs.copyFileSync(file('root.pem'), path.join(rootDir, 'root.pem'));

  const der = (name: string) => new crypto.X509Certificate(fs.readFileSync(file(`${name}.pem`))).raw.toString('base64');
  const x5c = [der('leaf'), der('intermediate'), der('root')];
  const leafKey = crypto.createPrivateKey(fs.readFileSync(file('leaf.key')));
  const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  return {
    rootDir,
    sign(payload: object): string {
      const signingInput = `${b64url({ alg: 'ES256', x5c })}.${b64url(payload)}`;
      const signature = crypto.sign('sha256', Buffer.from(signingInput), { key: leafKey, dsaEncoding: 'ieee-p1363' });
      return `${signingInput}.${signature.toString('base64url')}`;
    },
  };
}
