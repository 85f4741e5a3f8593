/**
 * CSV for spreadsheets (the enquiries export's rules): a cell that starts with = + - @ (or a tab or
 * carriage return) would run as a formula when opened, so it gets a leading apostrophe; every cell is
 * quoted; a byte order mark says UTF-8, so accented names survive.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
