import { BlockList, isIP, isIPv4 } from 'node:net';

/** `::ffff:127.0.0.1` → `127.0.0.1`; lower-cases IPv6. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/**
 * Host name without port from a Host/Origin/url value: `lite.localhost:3000`,
 * `http://lite.localhost:3000/path`, `[::1]:4000` → `lite.localhost`, `::1`.
 */
export function hostnameOf(value: string | undefined | null): string | null {
  if (!value) return null;
  let candidate = value.trim();
  if (candidate === '' || candidate === 'null') return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(candidate)) candidate = `http://${candidate}`;
  try {
    const { hostname } = new URL(candidate);
    const host = hostname
      .replace(/^\[(.*)\]$/, '$1')
      .replace(/\.$/, '')
      .toLowerCase();
    return host === '' ? null : host;
  } catch {
    return null;
  }
}

/** An IP address or an IPv4/IPv6 CIDR block, e.g. `10.0.0.0/8`. */
export function isIpOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.trim().split('/');
  if (!address || rest.length > 0) return false;
  const family = isIP(normaliseIp(address));
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function isIpBlocked(ip: string, entries: readonly string[]): boolean {
  const address = normaliseIp(ip);
  const family = isIPv4(address) ? 'ipv4' : isIP(address) === 6 ? 'ipv6' : null;
  if (!family || entries.length === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    if (!isIpOrCidr(entry)) continue;
    const [rawAddress, prefix] = entry.trim().split('/') as [string, string | undefined];
    const blocked = normaliseIp(rawAddress);
    const blockedFamily = isIPv4(blocked) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(blocked, blockedFamily);
    else list.addSubnet(blocked, Number(prefix), blockedFamily);
  }
  return list.check(address, family);
}

/**
 * `scheme://host[:port]` of an http(s) origin, normalised as a browser sends it in `Origin`
 * (lower case, default port left out), or null for anything else (a bare host, a path).
 */
export function normaliseOrigin(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.username || url.password ? null : url.origin.toLowerCase();
  } catch {
    return null;
  }
}
