/**
 * CSV (RFC 4180) of what a report table shows: a field holding a comma, a quote or a line
 * break is quoted, its quotes doubled; lines end in CRLF. A text field that a spreadsheet
 * would run as a formula (=, +, -, @ first) is prefixed with an apostrophe; numbers are
 * written as numbers, so a negative GGR stays a number.
 */
export type CsvValue = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  const text = typeof value === 'number' ? String(value) : value.replace(FORMULA_START, "'$&");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/**
 * Offers `text` as a file download. A byte-order mark first, so a spreadsheet reads the
 * Bengali headers as UTF-8.
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
