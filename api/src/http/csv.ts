/**
 * CSV for downloads (RFC 4180): cells with a comma, a quote or a line break are quoted. A text
 * cell a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return)
 * gets a leading apostrophe (OWASP "CSV injection"); a plain number such as -12.50 stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text, CRLF line ends, the header first. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
