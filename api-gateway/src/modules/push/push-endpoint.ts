import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

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

/**
 * DNS queries of our own (c-ares), each given up after a second, rather than `dns.lookup`: that one waits
 * in libuv's pool of four threads, which a few names whose name servers never answer would hold for every
 * lookup and file read of the process. A push service has a public name, so /etc/hosts is not needed.
 */
const resolver = new dns.Resolver({ timeout: 1_000, tries: 1 });
const systemResolve: ResolveHost = async (hostname) => {
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
  const addresses = [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (addresses.length === 0) throw v4.status === 'rejected' ? v4.reason : new Error(`${hostname} has no address`);
  return addresses;
};

type AddressKind = 'public' | 'loopback' | 'refused';

/**
 * The IPv4-compatible block (RFC 4291 § 2.5.5.1, deprecated): `::7f00:1` is 127.0.0.1 in an IPv6 spelling
 * that some stacks still route. ipaddr.js has no name for it (it calls it unicast), so it is the one range
 * written here; every other special range is ipaddr.js's.
 */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** Names that mean a metadata service whatever they resolve to. */
const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

/**
 * Allow-list by ipaddr.js's range names: only plain unicast is public. Everything it names otherwise is
 * refused — private, carrier-grade NAT (Alibaba's metadata is 100.100.100.200), link-local (169.254.169.254,
 * fe80::/10), unique local (AWS's fd00:ec2::254), site-local (fec0::/10), reserved and documentation,
 * multicast, 6to4, Teredo (2001::/32), NAT64 and IPv4-translated forms (each embeds an IPv4 address
 * of the caller's choosing) — plus the IPv4-compatible block above. An IPv4-mapped address
 * (::ffff:a.b.c.d) is judged as the IPv4 address it is.
 */
export function addressKind(address: string): AddressKind {
  // Node's parser is the strict one (no "0x7f.1" or "127.1" spellings); a zone id is never a push service.
  if (net.isIP(address) === 0 || address.includes('%')) return 'refused';
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  const range = parsed.range();
  if (range === 'loopback') return 'loopback';
  if (range !== 'unicast') return 'refused';
  return parsed instanceof ipaddr.IPv6 && parsed.match(IPV4_COMPATIBLE) ? 'refused' : 'public';
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
  const hostname = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
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
