/** Names of the variables global setup hands to the test workers. */
export const PGLITE_TEMPLATE_ENV = 'SITE_TEST_PGLITE_TEMPLATE';
export const PG_TEST_URL_ENV = 'SITE_TEST_PG_URL';

/** Cheap scrypt cost for tests (the production default is logN 17). */
export const TEST_PASSWORD_HASH = { logN: 10, r: 8, p: 1 };

export type TestDbKind = 'pglite' | 'postgres';

export function currentDbKind(): TestDbKind {
  const kind = (globalThis as Record<string, unknown>).SITE_TEST_DB_KIND;
  return kind === 'postgres' ? 'postgres' : 'pglite';
}

/** `postgres://u@h:5432/any` → the same server's database `name`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
