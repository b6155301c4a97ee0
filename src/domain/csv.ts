/**
 * A table as a CSV file that Excel, LibreOffice and Google Sheets open as it is: UTF-8 with a byte
 * order mark (without it Excel reads Hindi and accented names as Latin-1), CRLF line ends, every
 * cell quoted with its quotes doubled (commas, quotes and line breaks stay inside the cell). A
 * cell that begins with =, +, -, @, a tab or a carriage return is preceded by an apostrophe, so a
 * spreadsheet shows it as text and never runs it as a formula (a name typed as '=HYPERLINK(…)').
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted; a cell a spreadsheet would run as a formula made plain text first. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The file's text: the header row, then each row, each line ended by CRLF, after a BOM. */
export function csvOf(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const line = (cells: readonly (string | number | null | undefined)[]) =>
    `${cells.map(csvCell).join(',')}\r\n`;
  return `\uFEFF${line(header)}${rows.map(line).join('')}`;
}
