import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { assertPublicUrl, classifyAddress, parseAllowedHosts } from '../src/net/ssrf-guard.ts';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['127.255.0.9', /loopback/],
    ['10.0.0.1', /private/],
    ['172.16.4.2', /private/],
    ['192.168.1.1', /private/],
    ['169.254.169.254', /link-local/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['224.0.0.251', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['0.0.0.0', /unspecified/],
    ['240.0.0.1', /reserved/],
    ['192.0.2.10', /reserved/],
    ['::1', /IPv6 loopback/],
    ['::', /unspecified/],
    ['fe80::1', /link-local/],
    ['fd12:3456::1', /unique local/],
    ['ff02::1', /multicast/],
    ['::ffff:127.0.0.1', /loopback address, reached through an IPv4-mapped/],
    ['::ffff:7f00:1', /loopback address, reached through an IPv4-mapped/],
    ['::ffff:169.254.169.254', /link-local/],
    ['64:ff9b::10.0.0.1', /private network address, reached through a NAT64/],
    ['64:ff9b::7f00:1', /loopback address, reached through a NAT64/],
    ['2002:7f00:1::', /loopback address, reached through a 6to4/],
    ['::127.0.0.1', /loopback/],
    ['4000::1', /outside global unicast/],
    ['2001:db8::1', /reserved|non-public/],
  ])('refuses %s', (address, reason) => {
    const verdict = classifyAddress(address);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toMatch(reason);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])('allows public %s', (address) => {
    expect(classifyAddress(address)).toEqual({ allowed: true });
  });

  it('refuses what is not an address at all', () => {
    expect(classifyAddress('example.com').allowed).toBe(false);
  });
});

async function refusal(url: string, allowPrivateHosts: string[] = []): Promise<string> {
  try {
    await assertPublicUrl(url, { allowPrivateHosts });
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).message;
  }
  throw new Error(`${url} was not refused`);
}

describe('assertPublicUrl', () => {
  it.each([
    ['http://127.0.0.1/', /127\.0\.0\.1 is a loopback address/],
    ['http://2130706433/', /127\.0\.0\.1 is a loopback/],
    ['http://0177.0.0.1/', /127\.0\.0\.1 is a loopback/],
    ['http://0x7f.0.0.1/', /127\.0\.0\.1 is a loopback/],
    ['http://0x7f000001/', /127\.0\.0\.1 is a loopback/],
    ['http://017700000001/', /127\.0\.0\.1 is a loopback/],
    ['http://10.0.0.1:8080/admin', /private network/],
    ['http://169.254.169.254/latest/meta-data/', /link-local/],
    ['http://[::1]/', /IPv6 loopback/],
    ['http://[::ffff:127.0.0.1]/', /IPv4-mapped/],
    ['http://[::ffff:a9fe:a9fe]/', /link-local/],
    ['http://[64:ff9b::a00:1]/', /NAT64/],
    ['http://[fe80::1]/', /link-local/],
    ['http://[fc00::1]/', /unique local/],
    ['http://0.0.0.0:3000/', /unspecified/],
    ['http://localhost:3000/', /localhost \((127\.0\.0\.1|::1)\) is a/],
  ])('refuses %s before connecting', async (url, reason) => {
    expect(await refusal(url)).toMatch(reason);
  });

  it.each([
    ['file:///etc/passwd', /Only http and https.*"file:"/],
    ['gopher://127.0.0.1:70/_x', /Only http and https.*"gopher:"/],
    ['ftp://example.com/', /Only http and https/],
    ['javascript:alert(1)', /Only http and https/],
    ['not a url', /valid URL/],
    ['http://user:pass@example.com/', /user name or password/],
  ])('refuses %s by scheme or shape', async (url, reason) => {
    expect(await refusal(url)).toMatch(reason);
  });

  it('lets an allowlisted host:port through, and only that port', async () => {
    const allowed = ['127.0.0.1:4567'];
    await expect(assertPublicUrl('http://127.0.0.1:4567/page', { allowPrivateHosts: allowed })).resolves.toMatchObject({ address: '127.0.0.1' });
    expect(await refusal('http://127.0.0.1:4568/', allowed)).toMatch(/loopback/);
    expect(await refusal('gopher://127.0.0.1:4567/', allowed)).toMatch(/Only http and https/);
  });

  it('resolves public literals without DNS', async () => {
    await expect(assertPublicUrl('https://93.184.216.34/')).resolves.toMatchObject({ address: '93.184.216.34', family: 4 });
  });
});

describe('parseAllowedHosts', () => {
  it('normalises entries and rejects anything but host:port', () => {
    expect(parseAllowedHosts(' 127.0.0.1:80, LOCALHOST:3000 ,[::1]:9000,')).toEqual(['127.0.0.1:80', 'localhost:3000', '[::1]:9000']);
    expect(parseAllowedHosts('')).toEqual([]);
    expect(() => parseAllowedHosts('127.0.0.1')).toThrow(/host:port/);
    expect(() => parseAllowedHosts('127.0.0.1:80/path')).toThrow(/host:port/);
  });
});
