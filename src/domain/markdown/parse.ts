/**
 * The page Markdown: the small subset the team writes the editable pages in. Headings of two
 * levels ('## ', '### '), paragraphs (blank-line separated; single line breaks join), bold,
 * italic, links, bulleted ('- ', '* ') and numbered ('1. ') lists and quotations ('> ').
 * Anything else, HTML included, is text. Pure TypeScript, so the publish, the local backend and
 * the browser all parse alike; the result is plain data (types.ts), never HTML.
 */
import { parseInline } from './inline';
import type { MarkdownBlock } from './types';

// Each pattern is anchored and has one way to match, so no line can make it backtrack.
const HEADING = /^[ \t]*(##|###)[ \t]+(\S.*)$/;
const BULLET = /^[ \t]*[-*][ \t]+(\S.*)$/;
const NUMBERED = /^[ \t]*\d{1,9}\.[ \t]+(\S.*)$/;
const QUOTE = /^[ \t]*>[ \t]?(.*)$/;

/** A block still taking lines, its text not yet parsed. */
type OpenBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[][]; afterBlank: boolean }
  | { kind: 'quote'; paragraphs: string[][] };

/** A heading's text without a closing run of '#' ('## Title ##' is 'Title'). */
function headingText(text: string): string {
  const trimmed = text.trimEnd();
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '#') end--;
  if (end === trimmed.length || (end > 0 && trimmed[end - 1] !== ' ' && trimmed[end - 1] !== '\t'))
    return trimmed;
  return trimmed.slice(0, end).trimEnd() || trimmed;
}

const joinLines = (lines: readonly string[]) => lines.map((line) => line.trim()).join(' ');

/**
 * Parses a page's body into blocks. Never throws; time is linear in the length of the text.
 * `onRefusedLink` hears of each link whose address is not allowed (its text is kept, unlinked).
 */
export function parseMarkdown(
  source: string,
  onRefusedLink?: (href: string) => void,
): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const inline = (text: string) => parseInline(text, onRefusedLink);
  let open: OpenBlock | null = null;

  const close = () => {
    if (open?.kind === 'paragraph')
      blocks.push({ kind: 'paragraph', children: inline(joinLines(open.lines)) });
    if (open?.kind === 'list') {
      const items = open.items.map((lines) => inline(joinLines(lines)));
      blocks.push({ kind: 'list', ordered: open.ordered, items });
    }
    if (open?.kind === 'quote') {
      const paragraphs = open.paragraphs.filter((lines) => lines.length > 0);
      if (paragraphs.length > 0)
        blocks.push({
          kind: 'quote',
          paragraphs: paragraphs.map((lines) => inline(joinLines(lines))),
        });
    }
    open = null;
  };

  for (const line of source.split(/\r\n?|\n/)) {
    if (line.trim() === '') {
      if (open?.kind === 'list') open.afterBlank = true;
      else close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      const [, hashes, text = ''] = heading;
      blocks.push({
        kind: 'heading',
        level: hashes === '##' ? 2 : 3,
        children: inline(headingText(text)),
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (open?.kind !== 'list' || open.ordered !== ordered) {
        close();
        open = { kind: 'list', ordered, items: [], afterBlank: false };
      }
      open.items.push([item[1] ?? '']);
      open.afterBlank = false;
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote) {
      if (open?.kind !== 'quote') {
        close();
        open = { kind: 'quote', paragraphs: [[]] };
      }
      const text = quote[1] ?? '';
      if (text.trim() === '') open.paragraphs.push([]);
      else open.paragraphs.at(-1)?.push(text);
      continue;
    }
    // A line of text: it continues a list item (after a blank line only when indented), a
    // quotation or a paragraph, or starts a paragraph.
    if (open?.kind === 'list' && (!open.afterBlank || /^[ \t]/.test(line))) {
      open.items.at(-1)?.push(line);
      open.afterBlank = false;
    } else if (open?.kind === 'quote') {
      open.paragraphs.at(-1)?.push(line);
    } else if (open?.kind === 'paragraph') {
      open.lines.push(line);
    } else {
      close();
      open = { kind: 'paragraph', lines: [line] };
    }
  }
  close();
  return blocks;
}
