import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Where the gateway may send a push. A push endpoint is a URL a user hands us, so it
 * is checked as a server-side request: https to a host whose every address is public; outside production
 * also loopback (http or https), so tests can run a push service without TLS; never link-local or a cloud
 * metadata address, in any mode. The check returns the address it approved and the request goes to that
 * address (pinned), so a name that resolves differently a moment later (DNS rebinding) changes nothing.
 */
export interface PinnedEndpoint {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export class UnsafePushEndpointError extends Error {
  override name = 'UnsafePushEndpointError';
}

const systemResolve: ResolveHost = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

type AddressKind = 'public' | 'loopback' | 'refused';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Never a push service: private, shared, link-local (cloud metadata lives there), reserved and multicast ranges. */
const refused = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT; Alibaba's metadata service is 100.100.100.200
  ['169.254.0.0', 16], // link-local: AWS/GCP/Azure metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['64:ff9b::', 96], // NAT64: could reach any IPv4 address
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local; AWS's IPv6 metadata is fd00:ec2::254
  ['fe80::', 10], // link-local
  ['ff00::', 8],
] as const) {
  refused.addSubnet(prefix, bits, 'ipv6');
}

/** Names that mean a metadata service whatever they resolve to. */
const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

export function addressKind(address: string): AddressKind {
  const family = net.isIP(address);
  if (family === 0) return 'refused';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 address: BlockList checks it as one.
  if (refused.check(address, type)) return 'refused';
  if (loopback.check(address, type)) return 'loopback';
  if (family === 6 && /^::ffff:/i.test(address)) {
    // Mapped forms BlockList keeps as IPv6: judge the embedded IPv4 address.
    const v4 = mappedIpv4(address);
    return v4 ? addressKind(v4) : 'refused';
  }
  return 'public';
}

function mappedIpv4(address: string): string | undefined {
  const tail = address.slice(7);
  if (net.isIPv4(tail)) return tail;
  const hex = tail.match(/^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i);
  if (!hex) return undefined;
  const [hi, lo] = [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Checks `endpoint` and resolves it once; throws UnsafePushEndpointError (its message names no address). */
export async function pinPushEndpoint(
  endpoint: string,
  options: { allowLoopback: boolean; resolve?: ResolveHost },
): Promise<PinnedEndpoint> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new UnsafePushEndpointError('not a URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowLoopback)) throw new UnsafePushEndpointError('not https');
  if (url.username || url.password) throw new UnsafePushEndpointError('credentials in the URL');
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  if (METADATA_HOSTS.has(hostname)) throw new UnsafePushEndpointError('a metadata host');

  let addresses: { address: string; family: number }[];
  if (net.isIP(hostname)) addresses = [{ address: hostname, family: net.isIP(hostname) }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(hostname);
    } catch {
      throw new UnsafePushEndpointError('the host does not resolve');
    }
  }
  if (addresses.length === 0) throw new UnsafePushEndpointError('the host does not resolve');
  // Every address the name has must pass: the connection may otherwise go to the one that doesn't.
  for (const { address } of addresses) {
    const kind = addressKind(address);
    if (kind === 'refused') throw new UnsafePushEndpointError('a private, link-local or reserved address');
    if (kind === 'loopback' && !options.allowLoopback) throw new UnsafePushEndpointError('a loopback address');
    if (url.protocol === 'http:' && kind !== 'loopback') throw new UnsafePushEndpointError('http outside loopback');
  }
  const chosen = addresses[0] as { address: string; family: number };
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
