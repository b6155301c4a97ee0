/**
 * Text without the control characters nobody can see: C0 (U+0000–U+001F), DEL (U+007F) and C1
 * (U+0080–U+009F). The admin forms clean what they load and what is typed or pasted, so that what
 * the administrator sees is what is saved (and what the rules take); the calendar file cleans
 * what it writes, so that no text can start a line of its own there.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_RUNS = /[\u0000-\u001F\u007F-\u009F]+/g;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINE_BREAK = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/**
 * One line of text (a name, a title, a place): each run of control characters (line breaks and
 * tabs included) becomes one space.
 */
export const cleanSingleLine = (text: string): string => text.replace(CONTROL_RUNS, ' ');

/**
 * Text of several lines (a message, a description): line breaks are kept as '\n' ('\r\n' and a
 * lone '\r' become '\n'), a tab becomes a space, and every other control character is dropped.
 */
export const cleanMultiLine = (text: string): string =>
  text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROL_BUT_LINE_BREAK, '');
