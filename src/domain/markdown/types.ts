/**
 * The tree a page's Markdown body parses to: plain JSON data (no functions, no classes), so that
 * the publish can embed it in a published page and the browser can render it without the parser.
 */

/** A run of text inside a block: plain text, bold, italic or a link. */
export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: MarkdownInline[] }
  | { kind: 'emphasis'; children: MarkdownInline[] }
  | { kind: 'link'; href: string; children: MarkdownInline[] };

/** A block of a page: a heading (h2 or h3: the page's title is its h1), paragraph, list or quotation. */
export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; children: MarkdownInline[] }
  | { kind: 'paragraph'; children: MarkdownInline[] }
  | { kind: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { kind: 'quote'; paragraphs: MarkdownInline[][] };
