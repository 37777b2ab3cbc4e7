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

/**
 * What a terminal acts on instead of showing: C0 controls (ESC starts the sequences that clear
 * or recolour the screen and plant links, CR overwrites a line), DEL, C1 controls (U+009B is an
 * 8-bit CSI), and the bidi controls that reorder what follows them. Members write some of the
 * text the CLI prints (comments, names, reasons), and old rows may hold any of these whatever the
 * API refuses today, so the CLI prints them as escapes: `\x1b`, `\r`, `\u202e`.
 */
const TERMINAL_ACTIVE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const hex = (code: number, digits: number) => code.toString(16).padStart(digits, '0');
const escapeOf = (char: string) => {
  const code = char.charCodeAt(0);
  return NAMED[char] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
};

/** `text` with every character a terminal acts on made visible, except those in `keep`. */
export function visible(text: string, keep = ''): string {
  return text.replace(TERMINAL_ACTIVE, (char) => (keep.includes(char) ? char : escapeOf(char)));
}

/** Prints a line (its own new lines kept) with the rest of what a terminal acts on made visible. */
export function printLine(text: string): void {
  console.log(visible(text, '\n'));
}

/** printLine on standard error (notes beside the output, errors). */
export function printError(text: string): void {
  console.error(visible(text, '\n'));
}

/**
 * Prints a value as JSON (for scripts). JSON.stringify escapes C0 controls already; DEL, C1
 * and the bidi controls, left raw, become \u escapes too, so the text stays valid JSON with the
 * same value.
 */
export function printJson(value: unknown): void {
  console.log(
    JSON.stringify(value, null, 2).replace(TERMINAL_ACTIVE, (char) =>
      char.charCodeAt(0) < 0x20 ? char : `\\u${hex(char.charCodeAt(0), 4)}`,
    ),
  );
}

/** Prints rows as an aligned table (or JSON with --json, for scripts), text made visible. */
export function printTable(rows: readonly Record<string, unknown>[], json = false): void {
  if (json) {
    printJson(rows);
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
      : visible(typeof value === 'object' ? JSON.stringify(value) : String(value));
  const widths = columns.map((column) =>
    Math.min(60, Math.max(column.length, ...rows.map((row) => cell(row[column]).length))),
  );
  const line = (values: string[]) =>
    values
      .map((value, index) => value.slice(0, 60).padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  console.log(line(columns.map((column) => visible(column))));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => cell(row[column]))));
}

/** A required option's value, or a clear error naming it. */
export function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`--${name} is required`);
  return value.trim();
}
