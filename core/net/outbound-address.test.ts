// Which addresses a server-side fetch of a user-given URL may connect to: public unicast
// only. Every special block, in every spelling that reaches the classifier, is refused;
// a name is resolved once, every answer checked, and the checked answer is the one used.
import { describe, expect, it } from 'vitest';
import { BlockedAddressError, checkedLookup, isPublicAddress, type Resolve } from './outbound-address.ts';

const REFUSED: Array<[string, string]> = [
  ['0.0.0.0', 'this network'],
  ['0.1.2.3', 'this network'],
  ['10.0.0.1', 'private'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.168.0.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.51.100.1', 'documentation'],
  ['203.0.113.1', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
  ['::7f00:1', 'IPv4-compatible, hex'],
  ['::8.8.8.8', 'IPv4-compatible, even of a public address'],
  ['::a00:1', 'IPv4-compatible of 10.0.0.1'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, long form'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::ffff:0:7f00:1', 'IPv4-translated (SIIT)'],
  ['64:ff9b::7f00:1', 'NAT64 well-known prefix'],
  ['64:ff9b::8.8.8.8', 'NAT64 well-known prefix, public inside'],
  ['64:ff9b::127.0.0.1', 'NAT64 well-known prefix, dotted'],
  ['::ffff:0:8.8.8.8', 'IPv4-translated, dotted'],
  ['64:ff9b:1::a00:1', 'NAT64 local-use prefix'],
  ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
  ['2002:808:808::1', '6to4 of a public address'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001:2::1', 'benchmarking'],
  ['2001:10::1', 'ORCHID'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation (2024)'],
  ['100::1', 'discard'],
  ['5f00::1', 'segment routing'],
  ['fc00::1', 'unique local'],
  ['fd12:3456::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['fec0::1', 'site-local (deprecated)'],
  ['feff::1', 'site-local (deprecated), top of the block'],
  ['ff02::1', 'multicast'],
  ['ff05::1:3', 'multicast'],
  ['not-an-address', 'not an address'],
  ['', 'empty'],
  ['127.1', 'short form (URLs normalise it; a resolver never gives it)'],
  ['0x7f.0.0.1', 'hex form'],
  ['2130706433', 'a number'],
];

const ALLOWED = [
  '8.8.8.8',
  '1.1.1.1',
  '151.101.1.69',
  '::ffff:8.8.8.8',
  '2a00:1450:4009:80b::200e',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
];

describe('isPublicAddress', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(ALLOWED)('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

/** A lookup as http.request calls it, as a promise. */
function lookUp(lookup: ReturnType<typeof checkedLookup>, hostname: string, all = false) {
  return new Promise<unknown>((resolve, reject) => {
    lookup(hostname, { all }, (error, address, family) => {
      if (error) reject(error);
      else resolve(all ? address : { address, family });
    });
  });
}

describe('checkedLookup', () => {
  it('resolves once per connection and hands over exactly the address it checked', async () => {
    const answers = [['8.8.8.8'], ['10.0.0.1']];
    let calls = 0;
    // A rebinding name: public for the check, private a moment later.
    const resolve: Resolve = async () => (answers[calls++] ?? []).map((address) => ({ address, family: 4 }));
    const lookup = checkedLookup({ resolve });
    expect(await lookUp(lookup, 'rebind.example')).toEqual({ address: '8.8.8.8', family: 4 });
    expect(calls).toBe(1);
    // The next connection asks again, and the private answer is refused.
    await expect(lookUp(lookup, 'rebind.example')).rejects.toBeInstanceOf(BlockedAddressError);
    expect(calls).toBe(2);
  });

  it('refuses a name when any of its addresses is not public, and gives every checked one when asked for all', async () => {
    const mixed = checkedLookup({
      resolve: async () => [
        { address: '8.8.8.8', family: 4 },
        { address: '::1', family: 6 },
      ],
    });
    await expect(lookUp(mixed, 'mixed.example', true)).rejects.toThrow(
      'mixed.example leads to a private or reserved address',
    );
    const fine = checkedLookup({
      resolve: async () => [
        { address: '8.8.8.8', family: 4 },
        { address: '2001:4860:4860::8888', family: 6 },
      ],
    });
    expect(await lookUp(fine, 'fine.example', true)).toEqual([
      { address: '8.8.8.8', family: 4 },
      { address: '2001:4860:4860::8888', family: 6 },
    ]);
    const none = checkedLookup({ resolve: async () => [] });
    await expect(lookUp(none, 'empty.example')).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it('lets tests reach private addresses only when told to', async () => {
    const local = checkedLookup({ resolve: async () => [{ address: '127.0.0.1', family: 4 }], allowPrivate: true });
    expect(await lookUp(local, 'localhost')).toEqual({ address: '127.0.0.1', family: 4 });
  });
});
