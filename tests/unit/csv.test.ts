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
