/**
 * What the page Markdown allows, as data for the admin screen to show beside the text, and the
 * check that says what is wrong with a page's body.
 */
import { LIMITS } from '../limits';
import { parseMarkdown } from './parse';

/**
 * The longest body a page may have, in characters: a message's cap, about 3,000 words or ten
 * printed pages, five times the longest of the pages' texts today (About Us: its whole content
 * file, code included, is 4,062 characters). At most 60 kB in UTF-8 (three bytes a character in
 * Devanagari), so even ten versions in one document stay inside Firestore's 1 MiB, and it parses
 * in milliseconds.
 */
export const MARKDOWN_MAX_LENGTH = LIMITS.message;

/** One construct of the subset: its name, what to type, and what it gives. */
export interface MarkdownConstruct {
  name: string;
  /** What to type, as a page's body would hold it (the admin screen may render it too). */
  example: string;
  gives: string;
}

export const MARKDOWN_SYNTAX: readonly MarkdownConstruct[] = [
  {
    name: 'Heading',
    example: '## Our deaneries',
    gives: 'A section heading, on a line of its own',
  },
  { name: 'Smaller heading', example: '### Youth camps', gives: 'A heading inside a section' },
  {
    name: 'Paragraphs',
    example: 'One paragraph.\n\nAnother paragraph.',
    gives: 'Paragraphs, with an empty line between them (a single line break joins the lines)',
  },
  { name: 'Bold', example: '**Pray**', gives: 'Bold text' },
  { name: 'Italic', example: '*Learn* or _Learn_', gives: 'Italic text' },
  {
    name: 'Link',
    example: '[Our programmes](/programmes)',
    gives:
      'A link: to a page of this site (starting with /), or to an address starting with https://, http://, mailto: or tel:',
  },
  {
    name: 'Bulleted list',
    example: '- Prayer\n- Service',
    gives: 'A list, each line starting with - or *',
  },
  {
    name: 'Numbered list',
    example: '1. Faith formation\n2. Leadership',
    gives: 'A numbered list, numbered in order whatever numbers are typed',
  },
  {
    name: 'Quotation',
    example: '> Do not be afraid.',
    gives: 'A quotation, each line starting with >',
  },
  {
    name: 'As typed',
    example: '\\*not italic\\*',
    gives:
      'A backslash before * _ [ ] or # shows that sign as it is; anything else, HTML too, is shown as typed',
  },
];

export const MARKDOWN_PROBLEMS = {
  empty: "Write the page's text",
  tooLong: (length: number) =>
    `The text must be at most ${MARKDOWN_MAX_LENGTH.toLocaleString('en-US')} characters (it has ${length.toLocaleString('en-US')})`,
  heading:
    'A heading starts with ## (or ### for a smaller one): the page title is the only larger heading',
  link: (href: string) =>
    `The link to "${href}" is not allowed: a link goes to a page of this site (starting with /) or to an address starting with https://, http://, mailto: or tel:`,
} as const;

// '# Title' or '#### Title' at the start of a line: headings the subset does not have.
const OTHER_HEADING = /^[ \t]*(?:#|#{4,})[ \t]+\S/m;

/** What is wrong with a page's body, the first thing only; null when nothing is. */
export function markdownProblem(source: string): string | null {
  if (source.trim() === '') return MARKDOWN_PROBLEMS.empty;
  if (source.length > MARKDOWN_MAX_LENGTH) return MARKDOWN_PROBLEMS.tooLong(source.length);
  if (OTHER_HEADING.test(source)) return MARKDOWN_PROBLEMS.heading;
  let refused: string | null = null;
  parseMarkdown(source, (href) => (refused ??= href));
  return refused === null ? null : MARKDOWN_PROBLEMS.link(refused);
}
