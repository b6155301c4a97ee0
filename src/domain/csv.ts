/**
 * A table as a CSV file that Excel, LibreOffice and Google Sheets open as it is: UTF-8 with a byte
 * order mark (without it Excel reads Hindi and accented names as Latin-1), CRLF line ends, every
 * cell quoted with its quotes doubled (commas, quotes and line breaks stay inside the cell). A
 * cell that begins with a tab or a carriage return, or whose first character that is neither
 * white space (spaces of every kind, U+00A0 and U+3000 among them, and line breaks) nor an
 * invisible format character (a zero-width space) is =, +, -, @ or the full-width ＝ ＋ － ＠ that
 * East Asian keyboards type, is preceded by an apostrophe: so a spreadsheet shows it as text and
 * never runs it as a formula (a name typed as '=HYPERLINK(…)'), whether or not it sets leading
 * white space aside first or reads full-width operators as the operators.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

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
