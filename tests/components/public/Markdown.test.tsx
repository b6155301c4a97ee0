/**
 * A page's Markdown body as a reader sees it: headings of the right level, lists, quotations and
 * links by their names and addresses; hostile text shown as text or unlinked; and the published
 * HTML the same as the page the browser hydrates.
 */
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from '../../../src/components/markdown/Markdown';
import { MarkdownBlocks } from '../../../src/components/markdown/MarkdownBlocks';
import { parseMarkdown } from '../../../src/domain/markdown/parse';
import { WordsContext } from '../../../src/components/words';
import { loadTranslation } from '../../../src/words/translations';

const PAGE = [
  '## Who we are',
  '',
  'We are the **Youth Commission** of the *archdiocese*.',
  'See [our programmes](/programmes) and [the CCBI](https://ccbi.in).',
  '',
  '### Contact',
  '',
  '- [Write to us](mailto:youth@example.org)',
  '- [Call us](tel:+915622000000)',
  '',
  '1. Pray',
  '2. Learn',
  '',
  '> Do not be afraid.',
  '>',
  '> Open wide the doors.',
].join('\n');

const inRouter = (ui: ReactElement) => <MemoryRouter>{ui}</MemoryRouter>;
const renderMarkdown = (source: string) => render(inRouter(<Markdown source={source} />));

describe('Markdown', () => {
  it('shows headings of levels 2 and 3 with the site title style', () => {
    renderMarkdown(PAGE);
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toHaveClass('section-title');
    expect(screen.getByRole('heading', { level: 3, name: 'Contact' })).toHaveClass('section-title');
  });

  it('shows bold and italic text in a paragraph', () => {
    renderMarkdown(PAGE);
    expect(screen.getByText('Youth Commission').tagName).toBe('STRONG');
    expect(screen.getByText('archdiocese').tagName).toBe('EM');
    expect(screen.getByText(/^We are the/).tagName).toBe('P');
  });

  it('links a path of the site in the page, and the web in a new tab that says so', () => {
    renderMarkdown(PAGE);
    const inside = screen.getByRole('link', { name: 'our programmes' });
    expect(inside).toHaveAttribute('href', '/programmes');
    expect(inside).not.toHaveAttribute('target');
    const outside = screen.getByRole('link', { name: 'the CCBI (opens in a new tab)' });
    expect(outside).toHaveAttribute('href', 'https://ccbi.in');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says in the page's language that a link opens a new tab, marked as such in a body in English", async () => {
    render(
      <WordsContext value={await loadTranslation('hi')}>
        {inRouter(<MarkdownBlocks blocks={parseMarkdown(PAGE)} lang="en" />)}
      </WordsContext>,
    );
    const outside = screen.getByRole('link', { name: 'the CCBI (नए टैब में खुलता है)' });
    expect(within(outside).getByText('(नए टैब में खुलता है)')).toHaveAttribute('lang', 'hi');
    expect(outside.closest('p')).toHaveAttribute('lang', 'en');
  });

  it('links e-mail and phone in place', () => {
    renderMarkdown(PAGE);
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:youth@example.org',
    );
    const call = screen.getByRole('link', { name: 'Call us' });
    expect(call).toHaveAttribute('href', 'tel:+915622000000');
    expect(call).not.toHaveAttribute('target');
  });

  it('shows a bulleted and a numbered list with their items', () => {
    renderMarkdown(PAGE);
    const [bulleted, numbered] = screen.getAllByRole('list');
    expect(bulleted?.tagName).toBe('UL');
    expect(within(bulleted as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(numbered?.tagName).toBe('OL');
    const items = within(numbered as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pray', 'Learn']);
  });

  it('shows a quotation of two paragraphs in the style of the site quotations', () => {
    const { container } = renderMarkdown(PAGE);
    const quotation = container.querySelector('blockquote');
    expect(quotation).toHaveClass('page-quote');
    expect([...(quotation?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Do not be afraid.',
      'Open wide the doors.',
    ]);
  });

  it('shows nothing for an empty body', () => {
    const { container } = renderMarkdown('');
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Markdown: hostile text', () => {
  it('shows a script tag as text and runs nothing', () => {
    const { container } = renderMarkdown('<script>window.hacked = true</script>\n\n<img src=x onerror=alert(1)>');
    expect(screen.getByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it.each([
    ['javascript:', '[Click me](javascript:alert`1`)'],
    ['mixed-case javascript:', '[Click me](JaVaScRiPt:alert`1`)'],
    ['data:', '[Click me](data:text/html,hi)'],
    ['a protocol-relative address', '[Click me](//evil.example)'],
  ])('shows the text of a link to %s without a link', (_, source) => {
    const { container } = renderMarkdown(source);
    expect(screen.getByText('Click me').tagName).toBe('P');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows entities as typed', () => {
    renderMarkdown('&lt;b&gt; &amp;');
    expect(screen.getByText('&lt;b&gt; &amp;')).toBeInTheDocument();
  });

  it('renders no HTML from a tree that carries some in its text', () => {
    const { container } = render(
      inRouter(
        <MarkdownBlocks
          blocks={[{ kind: 'paragraph', children: [{ kind: 'text', text: '<b>not bold</b>' }] }]}
        />,
      ),
    );
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
  });
});

describe('MarkdownBlocks: published and hydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('hydrates the server HTML without a mismatch and leaves the same HTML', async () => {
    const source = `${PAGE}\n\n<script>alert(1)</script> & [x](javascript:y) **[bold link](/a)**`;
    // What the publish does: the tree parsed once, embedded as JSON, rendered by the browser.
    const blocks = JSON.parse(JSON.stringify(parseMarkdown(source))) as ReturnType<
      typeof parseMarkdown
    >;
    const ui = inRouter(<MarkdownBlocks blocks={blocks} />);
    const html = renderToString(ui);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
