import type { ColumnType } from 'kysely';

/*
 * Column types shared by the table interfaces of every schema file (schema.ts and the
 * per-domain ones), kept apart so the schema files do not import each other both ways.
 */

/** int8 columns: read as decimal strings (no precision loss), written as bigint or string. */
export type Int8 = ColumnType<string, bigint | string, bigint | string>;
export type GeneratedInt8 = ColumnType<string, bigint | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
export type Json<T> = ColumnType<T, string, string>;
