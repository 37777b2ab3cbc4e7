import type { ParseArgsConfig } from 'node:util';

/**
 * One CLI command, e.g. `deposits approve <orderId>`. A domain's commands live in their own
 * file under commands/ and are listed in commands/index.ts.
 */
export interface Command {
  /** Words typed after `pnpm operator`, e.g. 'deposits approve'. */
  name: string;
  /** One line for the help, with the arguments, e.g. '<orderId> [--reason text]'. */
  usage: string;
  summary: string;
  options?: NonNullable<ParseArgsConfig['options']>;
  run(args: {
    values: Record<string, string | boolean | undefined>;
    positionals: string[];
  }): Promise<unknown>;
}

/** Prints rows as an aligned table (or JSON with --json, for scripts). */
export function printTable(rows: readonly Record<string, unknown>[], json = false): void {
  if (json) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  if (rows.length === 0) {
    console.log('(none)');
    return;
  }
  const columns = Object.keys(rows[0]!);
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  const widths = columns.map((column) =>
    Math.min(60, Math.max(column.length, ...rows.map((row) => cell(row[column]).length))),
  );
  const line = (values: string[]) =>
    values
      .map((value, index) => value.slice(0, 60).padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => cell(row[column]))));
}

/** A required option's value, or a clear error naming it. */
export function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`--${name} is required`);
  return value.trim();
}
