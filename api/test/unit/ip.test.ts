import { hostnameOf, isIpBlocked, isIpOrCidr, normaliseIp } from '../../src/services/net/ip.js';

describe('ip helpers', () => {
  it('normalises IPv4-mapped IPv6', () => {
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseIp(' ::1 ')).toBe('::1');
  });

  it('extracts host names without ports', () => {
    expect(hostnameOf('lite.localhost:3000')).toBe('lite.localhost');
    expect(hostnameOf('http://LOCALHOST:4000/a?b')).toBe('localhost');
    expect(hostnameOf('[::1]:4000')).toBe('::1');
    expect(hostnameOf('null')).toBeNull();
    expect(hostnameOf('')).toBeNull();
    expect(hostnameOf('http://exa mple')).toBeNull();
  });

  it('recognises IPs and CIDR blocks', () => {
    expect(isIpOrCidr('10.0.0.0/8')).toBe(true);
    expect(isIpOrCidr('203.0.113.7')).toBe(true);
    expect(isIpOrCidr('2001:db8::/32')).toBe(true);
    expect(isIpOrCidr('10.0.0.0/40')).toBe(false);
    expect(isIpOrCidr('example.com')).toBe(false);
    expect(isIpOrCidr('1.2.3.4/8/9')).toBe(false);
  });

  it('matches exact addresses and subnets', () => {
    expect(isIpBlocked('::ffff:127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(isIpBlocked('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(isIpBlocked('11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(isIpBlocked('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(isIpBlocked('127.0.0.1', [])).toBe(false);
    expect(isIpBlocked('not-an-ip', ['0.0.0.0/0'])).toBe(false);
  });
});
