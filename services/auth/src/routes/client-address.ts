import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError, verifyClientAddress } from '@sitespark/service-kit';

/** Told to a caller that reached sign-in or registration on auth's own port. */
export const gatewayOnlyMessage = 'Sign-in and registration are accepted only through the SiteSpark gateway.';

/** A `::ffff:1.2.3.4` peer is the IPv4 address it wraps. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** True for an IP address or a CIDR subnet such as `10.0.0.0/8` or `fd00::/8`. */
export function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export class TrustedProxies {
  private readonly list = new BlockList();
  readonly empty: boolean;

  constructor(entries: readonly string[]) {
    this.empty = entries.length === 0;
    for (const entry of entries) {
      const [address, prefix] = entry.split('/') as [string, string | undefined];
      const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(prefix), type);
    }
  }

  has(address: string): boolean {
    if (this.empty) return false;
    const candidate = plain(address);
    const family = isIP(candidate);
    return family !== 0 && this.list.check(candidate, family === 4 ? 'ipv4' : 'ipv6');
  }
}

export interface ClientAddressPolicy {
  internalSecret: string;
  trustedProxies: TrustedProxies;
}

/**
 * The client address that sign-in and registration limits key on: the one the gateway signed, or,
 * when the caller is a configured trusted proxy, the nearest X-Forwarded-For entry that is not
 * itself a trusted proxy. Anyone else (a direct call on auth's port, a forged or stale signature,
 * X-Forwarded-For from an untrusted peer) is refused with 403.
 */
export function clientAddressOf(request: FastifyRequest, policy: ClientAddressPolicy): string {
  const signed = verifyClientAddress(request.headers, policy.internalSecret);
  if (signed) return signed;
  const peer = request.socket.remoteAddress;
  if (peer && policy.trustedProxies.has(peer)) {
    const forwarded = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    let client = plain(peer);
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = plain(hops[index]!);
      if (isIP(hop) === 0) break;
      client = hop;
      if (!policy.trustedProxies.has(hop)) break;
    }
    return client;
  }
  throw new AppError('FORBIDDEN', gatewayOnlyMessage);
}
