/**
 * Pasting a page's text from Google Docs, Word or a web page: paragraphs, headings and lists come
 * in as the page Markdown, everything else is dropped, and the textarea gets it at the caret.
 * The clipboard HTML below is what those programs put there (shortened: fewer style properties).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { markdownFromPastedHtml, pasteAsMarkdown } from '../../../src/admin/pages/pastedText';
import { parseMarkdown } from '../../../src/domain/markdown/parse';

const fromHtml = (html: string) => markdownFromPastedHtml(html, new DOMParser());

const DOCS_SPAN = 'font-size:11pt;font-family:Arial,sans-serif;color:#000000;white-space:pre-wrap;';
const docsText = (text: string, weight = 400) =>
  `<span style="${DOCS_SPAN}font-weight:${weight};font-style:normal;">${text}</span>`;
const docsItem = (type: string, text: string) =>
  `<li dir="ltr" style="list-style-type:${type};font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">${docsText(text)}</p></li>`;

/** Google Docs: everything inside a <b> that is not bold, spans with inline styles, <li><p>. */
const GOOGLE_DOCS = [
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5d3f2a1b-7fff-1c2d-9e3a-4b5c6d7e8f90">',
  `<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;">${docsText('Our Mission')}</h1>`,
  `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">${docsText('PLAN', 700)}${docsText(': pray, learn,   act and network.')}</p>`,
  '<br>',
  `<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">${docsItem('disc', 'Pray together')}${docsItem('disc', 'Learn the faith')}</ul>`,
  '<br>',
  `<h3 dir="ltr">${docsText('Objectives')}</h3>`,
  `<ol style="margin-top:0;margin-bottom:0;">${docsItem('decimal', 'Faith formation')}${docsItem('decimal', 'Leadership')}</ol>`,
  `<p dir="ltr"><span style="${DOCS_SPAN}"><img src="https://lh7-us.googleusercontent.com/x" width="200" height="100"></span></p>`,
  `<p dir="ltr">${docsText('Signs * and [brackets], a snake_case word and _underscores_.')}</p>`,
  '</b><br class="Apple-interchange-newline">',
].join('');

const WORD_BULLET = `<![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>`;
const wordNumber = (n: number) =>
  `<!--[if !supportLists]--><span style='mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>${n}.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]-->`;

/** Word on Windows: a whole document, MsoNormal paragraphs, list paragraphs with their markers. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document><meta name=Generator content="Microsoft Word 15">
<style>
<!--
p.MsoNormal {margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif;}
p.MsoListParagraph {margin-left:36.0pt;}
-->
</style>
<!--[if gte mso 9]><xml><o:shapedefaults spidmax="1026"/></xml><![endif]-->
</head>
<body lang=EN-IN style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<h1>Our History<o:p></o:p></h1>
<p class=MsoNormal>The Youth Commission was <b>founded</b>
in 1987 by the Archbishop.<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<h2><span lang=EN-US>What we do</span><o:p></o:p></h2>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'>${WORD_BULLET}Prayer<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'>${WORD_BULLET}Service<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'>${WORD_BULLET}Communion<o:p></o:p></p>
<p class=MsoNormal>Our aims:<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'>${wordNumber(1)}Faith formation<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'>${wordNumber(2)}Leadership<o:p></o:p></p>
<p class=MsoNormal style='margin-left:36pt'>2. A line that only looks numbered<o:p></o:p></p>
<!--EndFragment-->
</body>
</html>`;

/** A web page: scripts, styles, images, a table, a quotation, a form. */
const WEB_PAGE = `<html><head><title>News</title><style>p { color: red }</style>
<script>window.pastedScript = 1</script></head><body>
<h2>News</h2>
<p>Text <img src="x" onerror="window.pastedImage = 1"> and <a href="https://example.org">a link</a>.<br>
- A second line that starts like a list</p>
<script>window.pastedScript = 2</script>
<table><caption>Timetable</caption><tr><th>Day</th><th>Event</th></tr><tr><td>Monday</td><td>Prayer</td></tr></table>
<blockquote><p>Quote one</p><p>Quote two</p></blockquote>
<form><label>Name <input value="x"></label><button>Send</button><select><option>A</option></select></form>
<svg><text>drawing</text></svg><video><track></video><iframe src="https://example.org"></iframe>
<noscript>No scripts</noscript>
<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>
</body></html>`;

describe('markdownFromPastedHtml', () => {
  it('Google Docs: keeps the heading, paragraphs and lists, drops the wrapper, styles and image', () => {
    expect(fromHtml(GOOGLE_DOCS)).toBe(
      [
        '## Our Mission',
        '',
        'PLAN: pray, learn, act and network.',
        '',
        '- Pray together',
        '- Learn the faith',
        '',
        '### Objectives',
        '',
        '1. Faith formation',
        '2. Leadership',
        '',
        'Signs \\* and \\[brackets\\], a snake_case word and \\_underscores\\_.',
      ].join('\n'),
    );
  });

  it('Word: keeps headings, paragraphs and both kinds of list, drops markers, styles and comments', () => {
    expect(fromHtml(WORD)).toBe(
      [
        '## Our History',
        '',
        'The Youth Commission was founded in 1987 by the Archbishop.',
        '',
        '## What we do',
        '',
        '- Prayer',
        '- Service',
        '- Communion',
        '',
        'Our aims:',
        '',
        '1. Faith formation',
        '2. Leadership',
        '',
        '2\\. A line that only looks numbered',
      ].join('\n'),
    );
  });

  it('a web page: scripts, styles, images, forms and media dropped, table cells as paragraphs', () => {
    const markdown = fromHtml(WEB_PAGE);
    expect(markdown).toBe(
      [
        '## News',
        '',
        'Text and a link.',
        '\\- A second line that starts like a list',
        '',
        'Timetable',
        '',
        'Day',
        '',
        'Event',
        '',
        'Monday',
        '',
        'Prayer',
        '',
        '> Quote one',
        '>',
        '> Quote two',
        '',
        'Name',
        '',
        '<script>alert(1)</script>',
      ].join('\n'),
    );
    expect((window as { pastedScript?: number }).pastedScript).toBeUndefined();
    expect((window as { pastedImage?: number }).pastedImage).toBeUndefined();
  });

  it('gives Markdown that parses back to the same blocks and text', () => {
    const blocks = parseMarkdown(fromHtml(GOOGLE_DOCS));
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'heading',
      'list',
      'paragraph',
    ]);
    expect(blocks.at(-1)).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Signs * and [brackets], a snake_case word and _underscores_.' },
      ],
    });
  });

  it.each([
    ['a line that starts like a heading', '<p># One</p><p>## Two</p>', '\\# One\n\n\\## Two'],
    ['a line that starts like a quotation', '<p>> quoted</p>', '\\> quoted'],
    ['a line that starts like a bullet', '<p>* star</p><p>+ plus</p>', '\\* star\n\n\\+ plus'],
    [
      'a line that starts like a numbered item',
      '<p>1. one</p><p>2) two</p>',
      '1\\. one\n\n2\\) two',
    ],
    ['a backslash', '<p>a\\b</p>', 'a\\\\b'],
    [
      'nested lists, flattened',
      '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>',
      '- a\n- b\n- c',
    ],
    ['a line break inside a list item', '<ul><li>a<br>b</li></ul>', '- a\n  b'],
    ['h4 to h6 as smaller headings', '<h4>Four</h4><h6>Six</h6>', '### Four\n\n### Six'],
    ['a line break inside a heading', '<h2>One<br>Two</h2>', '## One Two'],
    ['empty paragraphs and lists', '<p> </p><ul><li>&nbsp;</li></ul><p></p>', ''],
    ['plain text without elements', 'just text', 'just text'],
    ['nothing', '', ''],
  ])('%s', (_, html, expected) => {
    expect(fromHtml(html)).toBe(expected);
  });
});

/** A page body's textarea as the admin screen will have it: controlled, with the paste handler. */
function BodyField({ initial }: { initial: string }) {
  const [body, setBody] = useState(initial);
  return (
    <label>
      Body
      <textarea
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onPaste={pasteAsMarkdown}
      />
    </label>
  );
}

const clipboard = (data: Record<string, string>) => ({
  clipboardData: { getData: (type: string) => data[type] ?? '' },
});

describe('pasteAsMarkdown', () => {
  it('puts the Markdown at the caret, replacing the selection, and the form keeps it', () => {
    render(<BodyField initial="Before SELECTED after" />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Body' });
    field.setSelectionRange(7, 15);
    const html = '<ul><li>one</li><li>two</li></ul>';
    const notCancelled = fireEvent.paste(
      field,
      clipboard({ 'text/html': html, 'text/plain': 'one\ntwo' }),
    );
    expect(notCancelled).toBe(false);
    expect(field).toHaveValue('Before - one\n- two after');
    expect(field.selectionStart).toBe('Before - one\n- two'.length);
  });

  it('leaves plain text to the browser when the clipboard has no HTML', () => {
    render(<BodyField initial="Kept" />);
    const field = screen.getByRole('textbox', { name: 'Body' });
    const notCancelled = fireEvent.paste(field, clipboard({ 'text/plain': '**typed**' }));
    expect(notCancelled).toBe(true);
    expect(field).toHaveValue('Kept');
  });

  it('leaves the paste to the browser when the HTML holds no text (an image alone)', () => {
    render(<BodyField initial="Kept" />);
    const field = screen.getByRole('textbox', { name: 'Body' });
    const notCancelled = fireEvent.paste(
      field,
      clipboard({ 'text/html': '<img src="x">', 'text/plain': '' }),
    );
    expect(notCancelled).toBe(true);
    expect(field).toHaveValue('Kept');
  });
});
