/**
 * CSV for spreadsheets. A cell that starts with = + - @ (or a tab or carriage return, which some
 * spreadsheets skip before reading a formula) would run as a formula when opened: it gets a leading
 * apostrophe so it reads as text. Every cell is quoted, so commas, quotes and line breaks stay inside it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  // The byte order mark tells spreadsheet programs the file is UTF-8, so ₦ and accented names survive.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
