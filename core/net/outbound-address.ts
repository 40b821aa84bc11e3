// Where a server-side fetch of a URL someone gave us may connect (SSRF): to public
// unicast addresses only. ipaddr.js names the special blocks (private, loopback,
// link-local, unique and site-local, carrier-grade NAT, documentation, benchmarking,
// multicast, 6to4, Teredo, NAT64, discard, reserved...); anything it does not call
// 'unicast' is refused. An IPv4-mapped address is judged by the IPv4 address inside it;
// the deprecated IPv4-compatible block ::/96 is refused whole (ipaddr.js names only ::
// and ::1 in it). Names are resolved inside the connection's own lookup, every answer is
// checked, and the connection goes to the checked answer: no second resolution can
// rebind the name to an internal address between the check and the connection.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * '::8.8.8.8' as '::808:808'. ipaddr.js reads any IPv6 address ending in a dotted IPv4
 * as IPv4-mapped (::ffff:8.8.8.8), while resolvers print IPv4-compatible ones that way
 * (libuv's inet_ntop does): hex groups are read as written.
 */
function hexTail(address: string): string {
  return address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(':'),
  );
}

/** Whether a connection to this address (as a resolver gives it) reaches the public internet. */
export function isPublicAddress(address: string): boolean {
  // Only canonical forms: a resolver never answers '127.1' or '0x7f.0.0.1', and URLs normalise them.
  const family = isIP(address);
  if (family === 0) return false;
  let parsed = ipaddr.parse(family === 6 ? hexTail(address) : address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.match(IPV4_COMPATIBLE)) return false;
  }
  return parsed.range() === 'unicast';
}

export type ResolvedAddress = { address: string; family: number };
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/**
 * A lookup for http.request/net.connect: resolves the name once, refuses it when any
 * answer is not public (a name that also points inside is not to be trusted), and hands
 * the connection the very addresses it checked.
 */
export function checkedLookup(options: { resolve?: Resolve; allowPrivate?: boolean } = {}): LookupFunction {
  const resolve = options.resolve ?? systemResolve;
  return (hostname, lookupOptions, callback) => {
    resolve(hostname)
      .then((answers) => {
        const allowed = answers.filter((entry) => options.allowPrivate || isPublicAddress(entry.address));
        const [first] = allowed;
        if (!first || allowed.length !== answers.length) {
          throw new BlockedAddressError(`${hostname} leads to a private or reserved address`);
        }
        if ((lookupOptions as { all?: boolean }).all) callback(null, allowed);
        else callback(null, first.address, first.family);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 0));
  };
}
