import path from 'node:path';
import { readServerEnv } from '../../src/config.js';

describe('readServerEnv', () => {
  it('applies defaults', () => {
    const env = readServerEnv('/srv/api', {});
    expect(env).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: path.join('/srv/api', '.data', 'pglite'),
      sitePort: 3000,
    });
    expect(env.config.opsToken).toBeNull();
    expect(env.config.passwordHash.logN).toBe(17);
  });

  it('reads variables, resolving DATA_DIR against the package', () => {
    const env = readServerEnv('/srv/api', {
      PORT: '5000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: 'tmp/db',
      OPS_TOKEN: ' secret ',
      CORS_ORIGINS: 'https://a.example, HTTP://B.example:8080/ ,',
      NODE_ENV: 'production',
    });
    expect(env).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/srv/api/tmp/db',
    });
    expect(env.config).toMatchObject({
      opsToken: 'secret',
      corsOrigins: ['https://a.example', 'http://b.example:8080'],
      nodeEnv: 'production',
    });
  });

  it('reads the local site port, and refuses one that is not a port', () => {
    expect(readServerEnv('/srv/api', { SITE_PORT: '5100' }).sitePort).toBe(5100);
    expect(() => readServerEnv('/srv/api', { SITE_PORT: 'x' })).toThrow(/SITE_PORT/);
    expect(() => readServerEnv('/srv/api', { SITE_PORT: '0' })).toThrow(/SITE_PORT/);
  });

  it('takes only whole origins in CORS_ORIGINS: a bare host would allow every port', () => {
    for (const entry of ['b.example', 'https://a.example/path', 'ftp://a.example', '*']) {
      expect(() => readServerEnv('/srv/api', { CORS_ORIGINS: entry })).toThrow(/CORS_ORIGINS/);
    }
  });

  it('reads the load reports one address may send, and refuses a limit that is not one', () => {
    expect(readServerEnv('/srv/api', {}).config.loadReportsPerAddress).toBe(600);
    expect(
      readServerEnv('/srv/api', { LOAD_REPORTS_PER_ADDRESS: '5000' }).config.loadReportsPerAddress,
    ).toBe(5000);
    for (const nonsense of ['many', '-3', '0', '2.5'])
      expect(() => readServerEnv('/srv/api', { LOAD_REPORTS_PER_ADDRESS: nonsense })).toThrow(
        /LOAD_REPORTS_PER_ADDRESS/,
      );
  });

  it('rejects a bad port', () => {
    expect(() => readServerEnv('/srv/api', { PORT: 'abc' })).toThrow(/PORT/);
  });

  it('reads seamless secrets by merchant and vendor, and refuses short ones without echoing them', () => {
    const secret = 'test-only-secret-0123456789abcdefghij';
    const env = readServerEnv('/srv/api', {
      SEAMLESS_SECRET_PADMA_HOUSE: ` ${secret} `,
      SEAMLESS_OVERLAP_HOURS: '2',
    });
    expect(env.seamlessSecrets).toEqual({ PADMA_HOUSE: secret });
    expect(env.config.seamlessSecretOverlapMs).toBe(2 * 60 * 60 * 1000);
    expect(readServerEnv('/srv/api', {}).config.seamlessSecretOverlapMs).toBe(24 * 60 * 60 * 1000);
    const short = () => readServerEnv('/srv/api', { SEAMLESS_SECRET_PADMA_HOUSE: 'short-value' });
    expect(short).toThrow(/SEAMLESS_SECRET_PADMA_HOUSE must be at least 32 characters/);
    expect(short).not.toThrow(/short-value/);
    expect(() => readServerEnv('/srv/api', { SEAMLESS_OVERLAP_HOURS: '200' })).toThrow(
      /SEAMLESS_OVERLAP_HOURS/,
    );
  });
});
