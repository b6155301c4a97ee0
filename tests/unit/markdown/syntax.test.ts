/** What the admin screen says is wrong with a page's body, and the list of what the subset allows. */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../src/domain/markdown/parse';
import {
  MARKDOWN_MAX_LENGTH,
  MARKDOWN_PROBLEMS,
  MARKDOWN_SYNTAX,
  markdownProblem,
} from '../../../src/domain/markdown/syntax';

describe('markdownProblem', () => {
  it.each<[string, string, string | null]>([
    ['a good body', '## Title\n\nText with [a link](/programmes).', null],
    ['every construct at once', MARKDOWN_SYNTAX.map((c) => c.example).join('\n\n'), null],
    ['an empty body', '', MARKDOWN_PROBLEMS.empty],
    ['only spaces and line breaks', ' \n\t\n', MARKDOWN_PROBLEMS.empty],
    ['the longest allowed', 'a'.repeat(MARKDOWN_MAX_LENGTH), null],
    [
      'one character too long',
      'a'.repeat(MARKDOWN_MAX_LENGTH + 1),
      MARKDOWN_PROBLEMS.tooLong(20_001),
    ],
    ['a # heading', 'Text\n# Title', MARKDOWN_PROBLEMS.heading],
    ['an indented # heading', '  # Title', MARKDOWN_PROBLEMS.heading],
    ['a #### heading', '#### Small', MARKDOWN_PROBLEMS.heading],
    ['a hashtag is fine', '#youth', null],
    ['a # inside a line is fine', 'We are # 1', null],
    [
      'a javascript: link',
      'See [this](javascript:void)',
      MARKDOWN_PROBLEMS.link('javascript:void'),
    ],
    ['the first refused link is named', '[a](//one) [b](data:x)', MARKDOWN_PROBLEMS.link('//one')],
    ['a script tag is no problem: it is shown as text', '<script>alert(1)</script>', null],
  ])('%s', (_, source, expected) => {
    expect(markdownProblem(source)).toBe(expected);
  });

  it('says the cap and the length in words a person reads', () => {
    expect(MARKDOWN_PROBLEMS.tooLong(20_001)).toBe(
      'The text must be at most 20,000 characters (it has 20,001)',
    );
  });
});

describe('MARKDOWN_SYNTAX', () => {
  it('names each construct once, with something to type and what it gives', () => {
    const names = MARKDOWN_SYNTAX.map((construct) => construct.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { example, gives } of MARKDOWN_SYNTAX) {
      expect(example.trim()).not.toBe('');
      expect(gives.trim()).not.toBe('');
    }
  });

  it('gives, for each example, the kind of block its name promises', () => {
    const kinds = Object.fromEntries(
      MARKDOWN_SYNTAX.map(({ name, example }) => {
        const [block] = parseMarkdown(example);
        const inline = block?.kind === 'paragraph' ? block.children[0]?.kind : undefined;
        return [name, block?.kind === 'paragraph' ? `paragraph/${inline}` : block?.kind];
      }),
    );
    expect(kinds).toEqual({
      Heading: 'heading',
      'Smaller heading': 'heading',
      Paragraphs: 'paragraph/text',
      Bold: 'paragraph/strong',
      Italic: 'paragraph/emphasis',
      Link: 'paragraph/link',
      'Bulleted list': 'list',
      'Numbered list': 'list',
      Quotation: 'quote',
      'As typed': 'paragraph/text',
    });
  });
});
