import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';

/**
 * This machine's OpenID provider (tooling/oidc-provider.mjs) in a child process, for the social
 * login tests, with the demo brands' clients on the test database's site origins (port 3000).
 */
export interface LocalOidc {
  issuerBase: string;
  secret: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

export async function startLocalOidc(): Promise<LocalOidc> {
  const port = await freePort();
  const secret = randomBytes(24).toString('base64url');
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve(__dirname, '../../../tooling/oidc-provider.mjs')],
    {
      env: {
        ...process.env,
        OIDC_PORT: String(port),
        OIDC_CLIENT_SECRET: secret,
        SITE_PORT: '3000',
      },
      stdio: 'ignore',
    },
  );
  const issuerBase = `http://localhost:${port}`;
  await waitFor(`${issuerBase}/google/.well-known/openid-configuration`);
  return {
    issuerBase,
    secret,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Signs in at the provider as `sub` (a demo identity) or `customName`, following its redirects
 * with its own cookies, and returns the URL it sends the browser back to (the site's callback).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  who: { sub?: string; customName?: string },
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      jar.set(name!.trim(), rest.join('='));
    }
  };
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    remember(response);
    return response;
  };
  let response = await call(authorizationUrl);
  let url = new URL(response.headers.get('location') ?? '', authorizationUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (!url.pathname.includes('/interaction/') && url.port !== new URL(authorizationUrl).port)
      return url;
    if (url.pathname.includes('/interaction/')) {
      await call(url.href);
      const form = new URLSearchParams(
        who.customName ? { customName: who.customName } : { sub: who.sub ?? 'demo-rahim' },
      );
      response = await call(`${url.href}/login`, {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    } else {
      response = await call(url.href);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url.href}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}
