import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, signClientAddress } from '@sitespark/service-kit';
import { authConfig } from '../src/config.ts';
import { clientAddressOf, gatewayOnlyMessage, isAddressOrSubnet, TrustedProxies } from '../src/routes/client-address.ts';

const secret = 'client-address-test-secret-0123456789';

function request(peer: string, headers: Record<string, string> = {}): FastifyRequest {
  return { headers, socket: { remoteAddress: peer } } as unknown as FastifyRequest;
}

const policy = (trusted: string[] = []) => ({ internalSecret: secret, trustedProxies: new TrustedProxies(trusted) });

describe('the client address of sign-in and registration', () => {
  it('is the address the gateway signed, not the peer or X-Forwarded-For', () => {
    const headers = { ...signClientAddress('203.0.113.5', secret), 'x-forwarded-for': '192.0.2.1' };
    expect(clientAddressOf(request('10.0.0.2', headers), policy())).toBe('203.0.113.5');
  });

  it('refuses a caller that is neither the gateway nor a trusted proxy, whatever it forwards', () => {
    for (const headers of [{}, { 'x-forwarded-for': '192.0.2.1' }, { ...signClientAddress('203.0.113.5', 'another-secret-0123456789abcdef') }]) {
      expect(() => clientAddressOf(request('127.0.0.1', headers), policy())).toThrow(gatewayOnlyMessage);
      expect(() => clientAddressOf(request('127.0.0.1', headers), policy(['10.0.0.0/8']))).toThrow(gatewayOnlyMessage);
    }
  });

  it('takes the nearest untrusted X-Forwarded-For entry from a trusted proxy', () => {
    const trusted = policy(['10.0.0.0/8', '127.0.0.1']);
    expect(clientAddressOf(request('10.1.2.3', { 'x-forwarded-for': '192.0.2.9, 198.51.100.4, 10.9.9.9' }), trusted)).toBe('198.51.100.4');
    expect(clientAddressOf(request('::ffff:127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }), trusted)).toBe('198.51.100.4');
    expect(clientAddressOf(request('10.1.2.3'), trusted)).toBe('10.1.2.3');
    expect(clientAddressOf(request('10.1.2.3', { 'x-forwarded-for': 'garbage, 198.51.100.4' }), trusted)).toBe('198.51.100.4');
    expect(clientAddressOf(request('10.1.2.3', { 'x-forwarded-for': '198.51.100.4, garbage' }), trusted)).toBe('10.1.2.3');
  });
});

describe('AUTH_TRUSTED_PROXIES', () => {
  const base = { INTERNAL_SECRET: secret, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };

  it('is empty by default and takes addresses and subnets', () => {
    expect(loadConfig('auth', authConfig, base).AUTH_TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig('auth', authConfig, { ...base, AUTH_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,fd00::/8' }).AUTH_TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
  });

  it('stops the process on an entry that is not an address or subnet', () => {
    expect(() => loadConfig('auth', authConfig, { ...base, AUTH_TRUSTED_PROXIES: '10.0.0.0/8,proxy.internal' })).toThrow(/AUTH_TRUSTED_PROXIES/);
    for (const entry of ['10.0.0.0/33', '1.2.3', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/']) expect(isAddressOrSubnet(entry), entry).toBe(false);
  });
});
