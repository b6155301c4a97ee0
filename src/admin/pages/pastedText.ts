/**
 * Pasting into a page's body from Google Docs, Word or a web page: what the clipboard holds as
 * HTML becomes the page Markdown's paragraphs, headings, lists and quotations, and the rest
 * (formatting, images, scripts, styles, Word's list markers) is dropped. The text is escaped so
 * that a '*' or '[' pasted shows as it is. Never inserted as HTML: the DOM it is read from is an
 * inert document that runs nothing.
 */
import type { ClipboardEvent } from 'react';

type BlockKind = 'heading2' | 'heading3' | 'paragraph' | 'bullet' | 'number' | 'quote';

interface Block {
  kind: BlockKind;
  text: string;
}

/** Elements whose content is no text of the page. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'img',
  'picture',
  'svg',
  'math',
  'video',
  'audio',
  'iframe',
  'object',
  'embed',
  'canvas',
  'map',
  'button',
  'input',
  'select',
  'textarea',
]);

/**
 * Elements that stand as a block but say nothing of its kind: inside a list item or heading they
 * continue it; elsewhere they make a paragraph (or a quotation's paragraph).
 */
const GENERIC_BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'address',
  'pre',
  'form',
  'fieldset',
  'center',
  'details',
  'summary',
  'dl',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'hgroup',
  'hr',
]);

/** Elements each of whose content is a paragraph of its own: a table's cells stay as text. */
const OWN_PARAGRAPHS = new Set(['td', 'th', 'dt', 'dd', 'caption', 'legend']);

/** Word's list paragraphs: a class such as MsoListParagraphCxSpFirst, or an mso-list style. */
const WORD_LIST_CLASS = /^MsoListParagraph/i;
const WORD_LIST_STYLE = /mso-list:\s*l\d/i;
/** The bullet or number Word writes before a list paragraph's text, for older readers. */
const WORD_LIST_MARKER = /mso-list:\s*ignore/i;
/** A marker that numbers: '1.', 'a)', 'iv.', '(2)'. */
const NUMBER_MARKER = /^\(?[0-9a-z]{1,5}[.)]/i;

function wordListKind(element: Element): BlockKind | null {
  const style = element.getAttribute('style') ?? '';
  if (!WORD_LIST_CLASS.test(element.getAttribute('class') ?? '') && !WORD_LIST_STYLE.test(style))
    return null;
  const marker = [...element.querySelectorAll('[style]')].find((span) =>
    WORD_LIST_MARKER.test(span.getAttribute('style') ?? ''),
  );
  return NUMBER_MARKER.test(marker?.textContent?.trim() ?? '') ? 'number' : 'bullet';
}

/** The blocks of a pasted document's body, their text as it reads (whitespace collapsed). */
function readBlocks(body: Element): Block[] {
  const blocks: Block[] = [];
  const lists: boolean[] = []; // for each open <ul>/<ol>, whether it numbers
  let context: BlockKind = 'paragraph';
  let current: Block | null = null;

  const flush = () => {
    if (current && current.text.trim() !== '') blocks.push(current);
    current = null;
  };
  const append = (text: string) => {
    current ??= { kind: context, text: '' };
    current.text += text;
  };
  const within = (kind: BlockKind, element: Element) => {
    flush();
    const outer = context;
    context = kind;
    walkChildren(element);
    flush();
    context = outer;
  };
  const walkChildren = (element: Element) => element.childNodes.forEach(walk);

  function walk(node: Node): void {
    if (node.nodeType === node.TEXT_NODE) {
      append((node.textContent ?? '').replace(/[\s\u00A0]+/g, ' '));
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return; // comments, Word's <![if ...]> included
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag) || WORD_LIST_MARKER.test(element.getAttribute('style') ?? '')) return;
    if (tag === 'br') return append('\n');
    if (tag === 'ul' || tag === 'ol') {
      flush();
      lists.push(tag === 'ol');
      walkChildren(element);
      lists.pop();
      return flush();
    }
    if (tag === 'li') return within(lists.at(-1) ? 'number' : 'bullet', element);
    if (/^h[1-6]$/.test(tag))
      return within(tag === 'h1' || tag === 'h2' ? 'heading2' : 'heading3', element);
    if (tag === 'blockquote') return within('quote', element);
    if (OWN_PARAGRAPHS.has(tag)) return within('paragraph', element);
    const wordList = tag === 'p' ? wordListKind(element) : null;
    if (wordList) return within(wordList, element);
    if (!GENERIC_BLOCKS.has(tag)) return walkChildren(element);
    if (context !== 'paragraph' && context !== 'quote') {
      // A <p> inside a list item or heading (Google Docs' lists): the same item, a space apart.
      if (current) append(' ');
      return walkChildren(element);
    }
    flush();
    walkChildren(element);
    flush();
  }

  walkChildren(body);
  flush();
  return blocks;
}

/**
 * Text escaped so that the page Markdown shows it as it is: '\', '*', '[' and ']' always, '_'
 * unless inside a word, and a line's start that would begin a heading, list or quotation.
 */
function escapeLine(line: string): string {
  const escaped = line
    .replace(/[\\*[\]]/g, '\\$&')
    .replace(/_/g, (underscore, at: number, whole: string) =>
      /[\p{L}\p{N}]/u.test(whole[at - 1] ?? '') && /[\p{L}\p{N}]/u.test(whole[at + 1] ?? '')
        ? underscore
        : '\\_',
    );
  return escaped.replace(/^(?:#+|[>+-]|\d{1,9}[.)])(?=\s|$)/, (match) =>
    /^\d/.test(match) ? `${match.slice(0, -1)}\\${match.slice(-1)}` : `\\${match}`,
  );
}

/** A block's lines, each trimmed and escaped; empty lines dropped. */
const linesOf = (block: Block): string[] =>
  block.text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => line !== '')
    .map(escapeLine);

/** One block as Markdown; `number` is its place in a numbered list. */
function blockMarkdown(block: Block, number: number): string {
  const lines = linesOf(block);
  switch (block.kind) {
    case 'heading2':
      return `## ${lines.join(' ')}`;
    case 'heading3':
      return `### ${lines.join(' ')}`;
    case 'bullet':
      return `- ${lines.join('\n  ')}`;
    case 'number':
      return `${number}. ${lines.join('\n   ')}`;
    case 'quote':
      return lines.map((line) => `> ${line}`).join('\n');
    case 'paragraph':
      return lines.join('\n');
  }
}

/**
 * The page Markdown for HTML from the clipboard: paragraphs, headings (h1 and h2 as '## ', the
 * smaller as '### '), bulleted and numbered lists (nesting flattened) and quotations; the text of
 * a table's cells as paragraphs; nothing else. `parser` reads the HTML without running it.
 */
export function markdownFromPastedHtml(html: string, parser: DOMParser): string {
  const blocks = readBlocks(parser.parseFromString(html, 'text/html').body).filter(
    (block) => linesOf(block).length > 0,
  );
  let out = '';
  let number = 1;
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    const sameKind = previous?.kind === block.kind;
    number = sameKind && block.kind === 'number' ? number + 1 : 1;
    if (previous) {
      if (sameKind && (block.kind === 'bullet' || block.kind === 'number')) out += '\n';
      // Quotations one after another stay one, in paragraphs.
      else if (sameKind && block.kind === 'quote') out += '\n>\n';
      else out += '\n\n';
    }
    out += blockMarkdown(block, number);
  });
  return out;
}

/**
 * A textarea's paste handler: HTML on the clipboard goes in as the page Markdown at the caret
 * (replacing a selection), as one change the form hears through its onChange; without HTML, or
 * when it holds no text, the browser pastes the plain text as usual.
 */
export function pasteAsMarkdown(event: ClipboardEvent<HTMLTextAreaElement>): void {
  const html = event.clipboardData.getData('text/html');
  if (html === '') return;
  const markdown = markdownFromPastedHtml(html, new DOMParser());
  if (markdown === '') return;
  event.preventDefault();
  const area = event.currentTarget;
  area.setRangeText(markdown, area.selectionStart, area.selectionEnd, 'end');
  // React hears a change of a controlled field by its input event.
  area.dispatchEvent(new Event('input', { bubbles: true }));
}
