/**
 * The page Markdown's parser: each construct of the subset, how they nest, the edges of the
 * syntax, hostile text (which must stay text or lose its link), and time linear in the length.
 */
import { describe, expect, it } from 'vitest';
import { MAX_INLINE_NESTING } from '../../../src/domain/markdown/inline';
import { parseMarkdown } from '../../../src/domain/markdown/parse';
import type { MarkdownBlock, MarkdownInline } from '../../../src/domain/markdown/types';

const t = (text: string): MarkdownInline => ({ kind: 'text', text });
const b = (...children: MarkdownInline[]): MarkdownInline => ({ kind: 'strong', children });
const i = (...children: MarkdownInline[]): MarkdownInline => ({ kind: 'emphasis', children });
const a = (href: string, ...children: MarkdownInline[]): MarkdownInline => ({
  kind: 'link',
  href,
  children,
});
const p = (...children: MarkdownInline[]): MarkdownBlock => ({ kind: 'paragraph', children });
const h2 = (...children: MarkdownInline[]): MarkdownBlock => ({
  kind: 'heading',
  level: 2,
  children,
});
const h3 = (...children: MarkdownInline[]): MarkdownBlock => ({
  kind: 'heading',
  level: 3,
  children,
});
const ul = (...items: MarkdownInline[][]): MarkdownBlock => ({
  kind: 'list',
  ordered: false,
  items,
});
const ol = (...items: MarkdownInline[][]): MarkdownBlock => ({
  kind: 'list',
  ordered: true,
  items,
});
const quote = (...paragraphs: MarkdownInline[][]): MarkdownBlock => ({ kind: 'quote', paragraphs });

describe('parseMarkdown: the blocks', () => {
  it.each<[string, string, MarkdownBlock[]]>([
    ['empty input', '', []],
    ['only blank lines and spaces', '\n  \n\t\n', []],
    ['one paragraph', 'Hello', [p(t('Hello'))]],
    ['single line breaks join with a space', 'one\ntwo\n  three  ', [p(t('one two three'))]],
    ['a blank line separates paragraphs', 'one\n\ntwo', [p(t('one')), p(t('two'))]],
    ['runs of blank lines make one break', 'one\n\n\n\ntwo', [p(t('one')), p(t('two'))]],
    ['Windows line ends', 'one\r\ntwo\r\n\r\nthree', [p(t('one two')), p(t('three'))]],
    ['old Mac line ends', 'one\rtwo\r\rthree', [p(t('one two')), p(t('three'))]],
    ['a heading', '## Our history', [h2(t('Our history'))]],
    ['a smaller heading', '### Agra', [h3(t('Agra'))]],
    ['a closing run of # is dropped', '## Title ##', [h2(t('Title'))]],
    ['a # inside a heading stays', '## C# and F#', [h2(t('C# and F#'))]],
    [
      'a heading ends a paragraph',
      'text\n## Next\nmore',
      [p(t('text')), h2(t('Next')), p(t('more'))],
    ],
    ['# without a space is text', '#hashtag', [p(t('#hashtag'))]],
    ['##without a space is text', '##Title', [p(t('##Title'))]],
    ['a single # is text (the page title is the h1)', '# Title', [p(t('# Title'))]],
    ['#### is text', '#### Small', [p(t('#### Small'))]],
    ['## alone is text', '##', [p(t('##'))]],
    ['a bulleted list with -', '- one\n- two', [ul([t('one')], [t('two')])]],
    ['a bulleted list with *', '* one\n* two', [ul([t('one')], [t('two')])]],
    ['- and * make one list', '- one\n* two', [ul([t('one')], [t('two')])]],
    ['a numbered list', '1. one\n2. two', [ol([t('one')], [t('two')])]],
    [
      'numbers as typed do not matter',
      '1. one\n1. two\n7. three',
      [ol([t('one')], [t('two')], [t('three')])],
    ],
    ['a list after a paragraph line', 'Items:\n- one', [p(t('Items:')), ul([t('one')])]],
    ['a line continues an item', '- one\n  more\n- two', [ul([t('one more')], [t('two')])]],
    ['an unindented line continues an item too', '- one\nmore', [ul([t('one more')])]],
    ['a blank line between items keeps one list', '- one\n\n- two', [ul([t('one')], [t('two')])]],
    ['a blank line then text ends the list', '- one\n\nafter', [ul([t('one')]), p(t('after'))]],
    ['an indented line after a blank continues the item', '- one\n\n  more', [ul([t('one more')])]],
    ['a bullet then a number start two lists', '- one\n1. two', [ul([t('one')]), ol([t('two')])]],
    ['indented items (nesting) join the same list', '- one\n  - two', [ul([t('one')], [t('two')])]],
    ['- without a space is text', '-one', [p(t('-one'))]],
    ['1. without a space is text', '1.one', [p(t('1.one'))]],
    ['1) is text', '1) one', [p(t('1) one'))]],
    ['a bare - is text', '-', [p(t('-'))]],
    ['a quotation', '> Be not afraid.', [quote([t('Be not afraid.')])]],
    ['quoted lines join', '> one\n> two', [quote([t('one two')])]],
    [
      'a > alone separates paragraphs of a quotation',
      '> one\n>\n> two',
      [quote([t('one')], [t('two')])],
    ],
    ['a line continues a quotation', '> one\ntwo', [quote([t('one two')])]],
    ['a blank line ends a quotation', '> one\n\ntwo', [quote([t('one')]), p(t('two'))]],
    ['an empty quotation is nothing', '>\n>', []],
    ['>without a space is a quotation', '>one', [quote([t('one')])]],
    [
      'a quotation inside a paragraph starts a block',
      'text\n> quote',
      [p(t('text')), quote([t('quote')])],
    ],
    ['--- is text', '---', [p(t('---'))]],
    ['indented text is a paragraph, not code', '    code', [p(t('code'))]],
    ['a table is text', '| a | b |', [p(t('| a | b |'))]],
    ['a fenced block is text', '```\nx\n```', [p(t('``` x ```'))]],
  ])('%s', (_, source, expected) => {
    expect(parseMarkdown(source)).toEqual(expected);
  });
});

describe('parseMarkdown: inside a block', () => {
  it.each<[string, string, MarkdownInline[]]>([
    ['bold', '**Pray**', [b(t('Pray'))]],
    ['bold with underscores', '__Pray__', [b(t('Pray'))]],
    ['italic with *', '*Learn*', [i(t('Learn'))]],
    ['italic with _', '_Learn_', [i(t('Learn'))]],
    ['bold and italic', '***Act***', [i(b(t('Act')))]],
    ['italic inside bold', '**a *b* c**', [b(t('a '), i(t('b')), t(' c'))]],
    ['bold inside italic', '*a **b** c*', [i(t('a '), b(t('b')), t(' c'))]],
    ['text around', 'a **b** c', [t('a '), b(t('b')), t(' c')]],
    ['an unclosed ** stays', '**unclosed', [t('**unclosed')]],
    ['an unclosed * stays', 'a *b', [t('a *b')]],
    ['a * between spaces stays', 'a * b * c', [t('a * b * c')]],
    ['underscores inside a word stay', 'snake_case_name', [t('snake_case_name')]],
    [
      '* inside a word emphasises',
      'un*frigging*believable',
      [t('un'), i(t('frigging')), t('believable')],
    ],
    ['a lone ** pair of spaces stays', '** **', [t('** **')]],
    ['a link to the web', '[CCBI](https://ccbi.in)', [a('https://ccbi.in', t('CCBI'))]],
    ['a link to http', '[old](http://example.org/x)', [a('http://example.org/x', t('old'))]],
    [
      'a link to a path of the site',
      '[Programmes](/programmes)',
      [a('/programmes', t('Programmes'))],
    ],
    [
      'an e-mail link',
      '[Write](mailto:youth@example.org)',
      [a('mailto:youth@example.org', t('Write'))],
    ],
    ['a phone link', '[Call](tel:+915622000000)', [a('tel:+915622000000', t('Call'))]],
    ['a scheme in capitals', '[x](HTTPS://example.org)', [a('HTTPS://example.org', t('x'))]],
    [
      'bold and italic in a link',
      '[a *b* **c**](/p)',
      [a('/p', t('a '), i(t('b')), t(' '), b(t('c')))],
    ],
    ['a link in bold', '**[a](/p)**', [b(a('/p', t('a')))]],
    ['emphasis does not cross into a link', '*[a*](/p)', [t('*'), a('/p', t('a*'))]],
    ['links do not nest', '[a [b](/c) d](/e)', [t('[a '), a('/c', t('b')), t(' d](/e)')]],
    ['brackets without an address stay', '[just brackets]', [t('[just brackets]')]],
    ['an address with a space is no link', '[x](/a b)', [t('[x](/a b)')]],
    ['an unclosed address stays', '[x](/a', [t('[x](/a')]],
    ['a link with no text', '[](/a)', [a('/a')]],
    ['an empty address keeps the text', '[x]()', [t('x')]],
    ['a relative address keeps the text', '[x](page.html)', [t('x')]],
    ['an escaped * stays', '\\*not\\*', [t('*not*')]],
    ['an escaped [ stays', '\\[x](/a)', [t('[x](/a)')]],
    ['a backslash before a letter stays', 'a\\b', [t('a\\b')]],
    ['entities stay as typed', '&amp; &lt;b&gt; &#106;', [t('&amp; &lt;b&gt; &#106;')]],
    ['a lone ]', 'a ] b', [t('a ] b')]],
  ])('%s', (_, source, expected) => {
    expect(parseMarkdown(source)).toEqual([p(...expected)]);
  });

  it('parses inside headings, list items and quotations', () => {
    expect(
      parseMarkdown('## **Our** [history](/history)\n\n- *one*\n1. **two**\n\n> _three_'),
    ).toEqual([
      h2(b(t('Our')), t(' '), a('/history', t('history'))),
      ul([i(t('one'))]),
      ol([b(t('two'))]),
      quote([i(t('three'))]),
    ]);
  });

  it('joins the lines of a paragraph before it looks for bold', () => {
    expect(parseMarkdown('**one\ntwo**')).toEqual([p(b(t('one two')))]);
  });
});

describe('parseMarkdown: hostile text', () => {
  it.each<[string, string, MarkdownBlock[]]>([
    ['a script tag is text', '<script>alert(1)</script>', [p(t('<script>alert(1)</script>'))]],
    ['any tag is text', '<b onclick="x()">hi</b>', [p(t('<b onclick="x()">hi</b>'))]],
    [
      'an image tag is text',
      '<img src=x onerror=alert(1)>',
      [p(t('<img src=x onerror=alert(1)>'))],
    ],
    ['a javascript: link keeps its text only', '[x](javascript:alert`1`)', [p(t('x'))]],
    // Parentheses end an address, so this one is no link syntax at all: all of it stays text.
    [
      'a javascript: call stays text',
      '[x](javascript:alert(1))',
      [p(t('[x](javascript:alert(1))'))],
    ],
    ['in mixed case', '[x](JaVaScRiPt:alert`1`)', [p(t('x'))]],
    ['after a space', '[x]( javascript:alert`1`)', [p(t('[x]( javascript:alert`1`)'))]],
    ['with a tab inside', '[x](java\tscript:alert`1`)', [p(t('[x](java\tscript:alert`1`)'))]],
    ['a data: address', '[x](data:text/html;base64,PHNjcmlwdD4=)', [p(t('x'))]],
    ['a vbscript: address', '[x](vbscript:msgbox)', [p(t('x'))]],
    ['a protocol-relative address', '[x](//evil.example)', [p(t('x'))]],
    ['a backslash the browser reads as //', '[x](/\\evil.example)', [p(t('x'))]],
    ['an entity-encoded scheme', '[x](&#106;avascript:alert`1`)', [p(t('x'))]],
    ['a percent-encoded scheme', '[x](%6Aavascript:alert`1`)', [p(t('x'))]],
    ['a control character in the address', '[x](/a\u0001b)', [p(t('[x](/a\u0001b)'))]],
    ['a script in a heading stays text', '## <script>x</script>', [h2(t('<script>x</script>'))]],
  ])('%s', (_, source, expected) => {
    expect(parseMarkdown(source)).toEqual(expected);
  });

  it('names each refused address to whoever asks', () => {
    const refused: string[] = [];
    parseMarkdown('[a](javascript:x) [b](/ok) [c](//evil)', (href) => refused.push(href));
    expect(refused).toEqual(['javascript:x', '//evil']);
  });

  it('gives plain data that JSON carries unchanged', () => {
    const blocks = parseMarkdown('## A\n\n**b** *c* [d](/e)\n\n- f\n1. g\n\n> h');
    expect(JSON.parse(JSON.stringify(blocks))).toEqual(blocks);
  });
});

/** How deep inline nodes nest (text is 0). */
const depthOf = (nodes: readonly MarkdownInline[]): number =>
  Math.max(0, ...nodes.map((node) => (node.kind === 'text' ? 0 : 1 + depthOf(node.children))));

describe('parseMarkdown: nesting', () => {
  const nested = (levels: number) => `${'*a '.repeat(levels)}b${' a*'.repeat(levels)}`;

  it('nests bold and italic as deep as the bound', () => {
    const [block] = parseMarkdown(nested(MAX_INLINE_NESTING));
    expect(block?.kind === 'paragraph' && depthOf(block.children)).toBe(MAX_INLINE_NESTING);
  });

  it('keeps the marks of anything deeper as text', () => {
    const [block] = parseMarkdown(nested(MAX_INLINE_NESTING + 2));
    if (block?.kind !== 'paragraph') throw new Error('expected a paragraph');
    expect(depthOf(block.children)).toBe(MAX_INLINE_NESTING);
    expect(block.children[0]).toEqual(t('*a *a '));
    expect(block.children.at(-1)).toEqual(t(' a* a*'));
  });

  it('gives a tree JSON can carry for thousands of marks', () => {
    const blocks = parseMarkdown(`${'*a '.repeat(3_333)}${' a*'.repeat(3_333)}`);
    expect(JSON.parse(JSON.stringify(blocks))).toEqual(blocks);
  });
});

describe('parseMarkdown: time', () => {
  const SIZE = 20_000;
  const repeated = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

  it.each([
    ['openers without closers', '*a '],
    ['closers without openers', 'a* '],
    ['mixed delimiters', '*_'],
    ['nested openers then closers', `${'*a '.repeat(3_333)}${' a*'.repeat(3_333)}`],
    ['brackets', '['],
    ['unclosed addresses', '[a]('],
    ['bracket closers', ']('],
    ['links', '[a](/b)*'],
    ['a long line of spaces in a heading', `## a${' '.repeat(SIZE)}#x`],
    ['list markers', '- '],
    ['quotation markers', '> '],
  ])('%s: 20,000 characters in under a second', (_, unit) => {
    const source = unit.length > 100 ? unit : repeated(unit);
    const started = performance.now();
    parseMarkdown(source);
    // About 2 to 170 ms each on this 2-core machine; a second leaves room for a busy one.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
