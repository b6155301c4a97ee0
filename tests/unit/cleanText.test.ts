/**
 * Control characters taken out of text the way the admin forms and the calendar file need: one
 * space for each run in a single line, line breaks kept (as '\n') in text of several lines.
 */
import { describe, expect, it } from 'vitest';
import { cleanMultiLine, cleanSingleLine } from '../../src/domain/cleanText';
import { PATTERNS, isSingleLine } from '../../src/domain/limits';

const isMultiLine = (text: string) => new RegExp(`^(?:${PATTERNS.multiLine})$`, 'u').test(text);

/** Every control character: C0, DEL and C1. */
const ALL_CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
]
  .map((code) => String.fromCharCode(code))
  .join('');

describe('cleanSingleLine', () => {
  it.each<[string, string, string]>([
    ['plain text stays as it is', 'Youth Day 2026', 'Youth Day 2026'],
    ['accents, emoji and other scripts stay', 'Réunion 😀 युवा दिवस', 'Réunion 😀 युवा दिवस'],
    ['a Windows line break becomes one space', 'Youth\r\nDay', 'Youth Day'],
    ['a lone carriage return becomes a space', 'Youth\rDay', 'Youth Day'],
    ['a line break becomes a space', 'Youth\nDay', 'Youth Day'],
    ['a tab becomes a space', 'Youth\tDay', 'Youth Day'],
    ['a run of several becomes one space', 'Youth\r\n\t\u0000\u0085Day', 'Youth Day'],
    ['a NUL in the middle', 'You\u0000th', 'You th'],
    ['DEL', 'a\u007Fb', 'a b'],
    ['a C1 next line (NEL)', 'a\u0085b', 'a b'],
    ['the last C1 character', 'a\u009Fb', 'a b'],
    ['at the ends too (the forms trim on saving)', '\r\nTitle\t', ' Title '],
    ['spaces the person typed stay as typed', 'a  \r\n  b', 'a' + ' '.repeat(5) + 'b'],
    [
      'an injected calendar line stays on the line',
      'Day\r\nSTATUS:CANCELLED',
      'Day STATUS:CANCELLED',
    ],
    ['U+00A0 (not a control character) stays', 'a\u00A0b', 'a\u00A0b'],
    ['U+2028 (not a control character) stays', 'a\u2028b', 'a\u2028b'],
    ['empty stays empty', '', ''],
  ])('%s', (_, text, expected) => {
    expect(cleanSingleLine(text)).toBe(expected);
    expect(isSingleLine(cleanSingleLine(text))).toBe(true);
  });

  it('leaves no control character of any kind, so the single-line rule takes the result', () => {
    expect(cleanSingleLine(`a${ALL_CONTROLS}b`)).toBe('a b');
    for (const control of ALL_CONTROLS) {
      expect(
        isSingleLine(cleanSingleLine(`a${control}b`)),
        control.charCodeAt(0).toString(16),
      ).toBe(true);
    }
  });

  it('changes nothing the second time', () => {
    const once = cleanSingleLine(`x\r\n${ALL_CONTROLS}y\tz`);
    expect(cleanSingleLine(once)).toBe(once);
  });
});

describe('cleanMultiLine', () => {
  it.each<[string, string, string]>([
    ['plain paragraphs stay as they are', 'One.\n\nTwo.', 'One.\n\nTwo.'],
    ['Windows line breaks become \\n', 'One.\r\n\r\nTwo.', 'One.\n\nTwo.'],
    ['a lone carriage return becomes \\n', 'One.\rTwo.', 'One.\nTwo.'],
    ['\\n\\r is two line breaks', 'One.\n\rTwo.', 'One.\n\nTwo.'],
    ['a tab becomes a space', 'One.\tTwo.', 'One. Two.'],
    ['other control characters are dropped', 'O\u0000n\u0007e\u001B.\u007F\u0085\u009F', 'One.'],
    ['vertical tab and form feed are dropped', 'One.\u000B\u000CTwo.', 'One.Two.'],
    ['an injected calendar line stays text', 'Day\rSTATUS:CANCELLED', 'Day\nSTATUS:CANCELLED'],
    ['accents, emoji and other scripts stay', 'Réunion 😀\nयुवा', 'Réunion 😀\nयुवा'],
    ['empty stays empty', '', ''],
  ])('%s', (_, text, expected) => {
    expect(cleanMultiLine(text)).toBe(expected);
    expect(isMultiLine(cleanMultiLine(text))).toBe(true);
  });

  it('keeps only line breaks of all the control characters, so the multi-line rule takes it', () => {
    expect(cleanMultiLine(`a${ALL_CONTROLS}b`)).toBe('a \n\nb');
    for (const control of ALL_CONTROLS)
      expect(isMultiLine(cleanMultiLine(`a${control}b`)), control.charCodeAt(0).toString(16)).toBe(
        true,
      );
  });

  it('changes nothing the second time', () => {
    const once = cleanMultiLine(`x\r\n${ALL_CONTROLS}y\tz\r`);
    expect(cleanMultiLine(once)).toBe(once);
  });
});
