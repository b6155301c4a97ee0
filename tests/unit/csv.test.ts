import { describe, expect, it } from 'vitest';
import { WORD_JOINER, csvCell, csvOf, phoneCell, spreadsheetDateTime } from '../../src/domain/csv';

describe('csvCell', () => {
  it.each<[string, string | number | null | undefined, string]>([
    ['plain text', 'Asha Thomas', '"Asha Thomas"'],
    ['a comma stays in the cell', 'Thomas, Asha', '"Thomas, Asha"'],
    ['quotes are doubled', 'Asha "Ashu" Thomas', '"Asha ""Ashu"" Thomas"'],
    ['a line break stays in the cell', 'Line one\nline two', '"Line one\nline two"'],
    ['Devanagari as it is', 'आशा थॉमस', '"आशा थॉमस"'],
    ['accents as they are', 'Joséphine Müller', '"Joséphine Müller"'],
    ['a number', 16, '"16"'],
    ['nothing', null, '""'],
    ['undefined', undefined, '""'],
    [
      '= would run as a formula',
      '=HYPERLINK("http://x","y")',
      '"\'=HYPERLINK(""http://x"",""y"")"',
    ],
    ['+ would run as a formula', '+91 98765 43210', '"\'+91 98765 43210"'],
    ['- would run as a formula', '-2+3', '"\'-2+3"'],
    ['@ would run as a formula', '@SUM(A1)', '"\'@SUM(A1)"'],
    ['a leading tab', '\t=1', '"\'\t=1"'],
    ['a leading carriage return', '\r=1', '"\'\r=1"'],
    ['a formula character later is harmless', 'a=b', '"a=b"'],
    // Some spreadsheets set leading white space aside before they look for a formula, and some
    // read the full-width forms that East Asian keyboards type as the operators themselves.
    ['spaces before a formula', '  =1+1', '"\'  =1+1"'],
    ['a no-break space (U+00A0) before a formula', '\u00a0=1+1', '"\'\u00a0=1+1"'],
    ['an ideographic space (U+3000) before a formula', '\u3000@SUM(A1)', '"\'\u3000@SUM(A1)"'],
    ['a line break before a formula', '\n=1+1', '"\'\n=1+1"'],
    ['a zero-width space (U+200B) before a formula', '\u200b=1+1', '"\'\u200b=1+1"'],
    ['a full-width = (U+FF1D)', '\uff1dHYPERLINK("http://x")', '"\'\uff1dHYPERLINK(""http://x"")"'],
    ['a full-width + (U+FF0B)', '\uff0b1', '"\'\uff0b1"'],
    ['a full-width - (U+FF0D)', '\uff0d1', '"\'\uff0d1"'],
    ['a full-width @ (U+FF20)', '\uff20SUM(A1)', '"\'\uff20SUM(A1)"'],
    ['spaces before a full-width =', ' \uff1d1', '"\' \uff1d1"'],
    ['spaces before plain text are harmless', '  Asha', '"  Asha"'],
    ['spaces alone are harmless', '   ', '"   "'],
  ])('%s', (_case, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvOf', () => {
  it('starts with a BOM and ends each line with CRLF', () => {
    expect(
      csvOf(
        ['Name', 'Parish'],
        [
          ['आशा, "Ashu"', 'St. Mary’s'],
          ['Ravi', null],
        ],
      ),
    ).toBe('\uFEFF"Name","Parish"\r\n"आशा, ""Ashu""","St. Mary’s"\r\n"Ravi",""\r\n');
  });

  it('is the header alone without rows', () => {
    expect(csvOf(['Name'], [])).toBe('\uFEFF"Name"\r\n');
  });

  it('encodes to UTF-8 with the BOM bytes first', () => {
    const bytes = new TextEncoder().encode(csvOf(['आशा'], []));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('phoneCell', () => {
  // A phone number as registration stores it is written as typed after an invisible word joiner,
  // so no spreadsheet reads it as a formula or a number and none shows an apostrophe.
  it.each<[string, string, string]>([
    ['an Indian mobile with spaces', '+91 91234 56789', `"${WORD_JOINER}+91 91234 56789"`],
    [
      'a mobile in one run (a number to spreadsheets)',
      '+919123456789',
      `"${WORD_JOINER}+919123456789"`,
    ],
    ['a leading 0 (dropped from a number)', '09876543210', `"${WORD_JOINER}09876543210"`],
    ['dashes (a subtraction to Excel)', '+91-98765-43210', `"${WORD_JOINER}+91-98765-43210"`],
    ['a landline with its code', '(0562) 252-0123', `"${WORD_JOINER}(0562) 252-0123"`],
    ['ten digits', '9876543210', `"${WORD_JOINER}9876543210"`],
    ['a leading minus', '-98765 43210', `"${WORD_JOINER}-98765 43210"`],
  ])('%s: %s', (_case, phone, expected) => {
    expect(csvCell(phoneCell(phone))).toBe(expected);
  });

  // Anything else in a phone's place keeps the formula guard, as any other text does.
  it.each<[string, string, string]>([
    ['nothing', '', '""'],
    ['a formula', '=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a + then a formula on a second line', '+91 98765\n=1+1', '"\'+91 98765\n=1+1"'],
    ['words', 'call 98765 43210', '"call 98765 43210"'],
    ['a + before words', '+SUM(A1)', '"\'+SUM(A1)"'],
  ])('not a phone number as stored: %s', (_case, phone, expected) => {
    expect(csvCell(phoneCell(phone))).toBe(expected);
  });
});

describe('spreadsheetDateTime', () => {
  // India is 5 h 30 min ahead of UTC all year (no summer time).
  it.each<[string, string | null, string]>([
    ['11:35 in Agra', '2026-11-29T06:05:08.206Z', '2026-11-29 11:35'],
    ['seconds dropped, not rounded', '2026-11-29T06:05:59.999Z', '2026-11-29 11:35'],
    ['the last minute of a day in India', '2026-11-29T18:29:59.999Z', '2026-11-29 23:59'],
    ['midnight in India is the next day, at 00:00', '2026-11-29T18:30:00.000Z', '2026-11-30 00:00'],
    ['a UTC time still on the day before in UTC', '2026-11-28T20:00:00.000Z', '2026-11-29 01:30'],
    ['a UTC time just after UTC midnight', '2026-11-29T00:10:00.000Z', '2026-11-29 05:40'],
    ['the new year in India, not yet in UTC', '2026-12-31T18:45:00.000Z', '2027-01-01 00:15'],
    ['29 February', '2028-02-28T20:00:00.000Z', '2028-02-29 01:30'],
    ['nothing (not arrived)', null, ''],
    ['an empty time', '', ''],
    ['a text that is not a time is kept', 'not a time', 'not a time'],
  ])('%s', (_case, moment, expected) => {
    expect(spreadsheetDateTime(moment, 'Asia/Kolkata')).toBe(expected);
  });

  it('counts in the time zone it is given', () => {
    expect(spreadsheetDateTime('2026-11-29T06:05:08.206Z', 'UTC')).toBe('2026-11-29 06:05');
  });

  it('is written into its cell as it is (no formula character to guard)', () => {
    expect(csvCell(spreadsheetDateTime('2026-11-29T06:05:08.206Z', 'Asia/Kolkata'))).toBe(
      '"2026-11-29 11:35"',
    );
  });
});
