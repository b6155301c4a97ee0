import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from '../../src/domain/csv';

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
