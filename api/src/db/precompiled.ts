import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A query that Kysely builds and compiles once per database instead of on every call: for the
 * hot path, where building and compiling cost about as much as the query's round trip (issue
 * 17's profile). `build` receives placeholder strings and must use each argument only as a
 * plain value (`where(column, '=', value)`); the placeholders become the call's arguments.
 */
export function precompiled<Row, Args extends string[]>(
  build: (db: Kysely<Database>, ...placeholders: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row | undefined> {
  const compiledFor = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  const placeholders = Array.from({ length: build.length - 1 }, (_, index) => `\u0000${index}`);
  return async (db, ...args) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, ...(placeholders as Args)).compile();
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((value) => {
      const index = placeholders.indexOf(value as string);
      return index === -1 ? value : args[index];
    });
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows[0];
  };
}
