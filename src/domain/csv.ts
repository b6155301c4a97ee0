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
 *
 * Two kinds of cell are written otherwise (docs/decisions.md, 'The registrations CSV'): a phone
 * number (phoneCell), which spreadsheets must show as typed, and a moment (spreadsheetDateTime),
 * which they must read as a date and time.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

/** A phone number's cell (phoneCell): written as typed, after an invisible word joiner. */
export interface PhoneCell {
  readonly phone: string;
}

/** What a cell holds: text (guarded against formulas), a number, nothing, or a phone number. */
export type CsvValue = string | number | null | undefined | PhoneCell;

/**
 * A phone number as its cell: spreadsheets show it exactly as typed ('+91 91234 56789'), as text.
 * Written plainly, a leading + or - makes it a formula to Excel and Google Sheets ('+91-98765-43210'
 * is a subtraction) and a run of digits makes it a number to all three (LibreOffice reads
 * '+919876543210' as 919876543210 and '09876543210' as 9876543210); an apostrophe before it would
 * show. So the cell begins with U+2060 WORD JOINER, a character that has no width and no glyph:
 * a cell that begins with it is neither a number nor a formula, and looks as typed. Only a phone
 * number made of digits, spaces and + - ( ) (as registration stores it) is written so: nothing in
 * it could name a function, a cell or a link even if a spreadsheet set the joiner aside. Any
 * other text keeps the apostrophe guard.
 */
export const phoneCell = (phone: string): PhoneCell => ({ phone });

/** The invisible character before a phone number's digits (phoneCell). */
export const WORD_JOINER = '\u2060';

const PHONE_CHARACTERS = /^[0-9 +\-()]+$/;

/** One cell, quoted; a cell a spreadsheet would run as a formula made plain text first. */
export function csvCell(value: CsvValue): string {
  let text: string;
  if (typeof value === 'object' && value !== null)
    text = PHONE_CHARACTERS.test(value.phone)
      ? `${WORD_JOINER}${value.phone}`
      : guarded(value.phone);
  else text = guarded(value === null || value === undefined ? '' : String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

const guarded = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * A moment as spreadsheets read a date and a time ('2026-11-29 11:35'): the wall-clock time in
 * `timeZone`, to the minute (seconds dropped, not rounded): ISO 8601's order with a space for the
 * T, the form Excel and Google Sheets read as a date and time in any language. LibreOffice reads
 * it so when 'Detect special numbers' is ticked in its import dialog (not by default), and
 * otherwise shows the same text, which still sorts in time order.
 * Nothing for a missing moment; a text that is not a moment is kept as it is (guarded).
 */
export function spreadsheetDateTime(moment: string | null, timeZone: string): string {
  if (moment === null || moment === '') return '';
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return moment;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The file's text: the header row, then each row, each line ended by CRLF, after a BOM. */
export function csvOf(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const line = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return `\uFEFF${line(header)}${rows.map(line).join('')}`;
}
