/**
 * An editable page in the browser (src/pages/EditablePage.tsx): it shows the title and the parsed
 * text its page carries, with what the page adds around them, and reads its text again (loading
 * the reader and the parser) only when a page was saved since the publish. Whatever the text
 * holds is shown as text. The reader (services/pageText) and the change marker are mocked at their
 * module boundaries.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PublishedPageContext,
  publishedPage,
  UNPUBLISHED,
  type PublishedPage,
} from '../../../src/components/published';
import { CHAIRMAN_PORTRAIT } from '../../../src/content/images';
import { shownPageReadKey, type PageId, type ShownPage } from '../../../src/domain/editablePages';
import { parseMarkdown } from '../../../src/domain/markdown/parse';
import { parsePublishedJson, publishedJson, type PublishedContent } from '../../../src/domain/published';
import type { Changes } from '../../../src/domain/types';
import { EditablePage } from '../../../src/pages/EditablePage';
import { readChanges } from '../../../src/services/changes';
import { readShownPage } from '../../../src/services/pageText';

vi.mock('../../../src/services/pageText', () => ({ readShownPage: vi.fn() }));

const PUBLISHED_CHANGES: Changes = { pages: new Date('2026-11-23T12:00:00.000Z') };
const SAVED_SINCE: Changes = { pages: new Date('2026-11-24T06:30:00.000Z') };

const shown = (title: string, body: string): ShownPage => ({
  title,
  description: `${title}, in one line.`,
  blocks: parseMarkdown(body),
});

/** What a page published with `page` shown carries, as the browser gets it from the data block. */
const publishedWith = (id: PageId, page: ShownPage): PublishedPage =>
  publishedPage(
    parsePublishedJson(
      publishedJson({
        today: '2026-11-24',
        reads: { [shownPageReadKey(id)]: page },
        changes: PUBLISHED_CHANGES,
      }),
    ) as PublishedContent,
  );

const show = (element: ReactElement, page: PublishedPage) =>
  render(
    <PublishedPageContext value={page}>
      <MemoryRouter>{element}</MemoryRouter>
    </PublishedPageContext>,
  );

const ABOUT = shown(
  'About Us',
  'We are the **youth** of the diocese.\n\n## Leadership\n\n- Chairman\n- Director',
);

beforeEach(() => {
  vi.mocked(readChanges).mockResolvedValue(PUBLISHED_CHANGES);
  document.title = '';
});

describe('an editable page as published', () => {
  it('shows its title and text at once, and reads nothing more when no page was saved since', async () => {
    show(<EditablePage page="about-us" title="About Us" />, publishedWith('about-us', ABOUT));
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Leadership' })).toBeInTheDocument();
    expect(screen.getByText('youth').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Chairman', 'Director']),
    );
    await waitFor(() => expect(readChanges).toHaveBeenCalled());
    await waitFor(() => expect(document.title).toBe('About Us | Youth Commission of Agra Archdiocese'));
    expect(readShownPage).not.toHaveBeenCalled();
  });

  it('reads its text again when a page was saved since, and shows the saved one', async () => {
    vi.mocked(readChanges).mockResolvedValue(SAVED_SINCE);
    vi.mocked(readShownPage).mockResolvedValue(shown('Who we are', 'A new first paragraph.'));
    show(<EditablePage page="about-us" title="About Us" />, publishedWith('about-us', ABOUT));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who we are' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A new first paragraph.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Leadership' })).toBeNull();
    expect(readShownPage).toHaveBeenCalledWith('about-us');
    await waitFor(() =>
      expect(document.title).toBe('Who we are | Youth Commission of Agra Archdiocese'),
    );
  });

  it('keeps the published text when reading it again fails', async () => {
    vi.mocked(readChanges).mockResolvedValue(SAVED_SINCE);
    vi.mocked(readShownPage).mockRejectedValue(new Error('offline'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    show(<EditablePage page="about-us" title="About Us" />, publishedWith('about-us', ABOUT));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch the page', expect.any(Error)));
    expect(screen.getByRole('heading', { level: 2, name: 'Leadership' })).toBeInTheDocument();
  });

  it('shows a <script>, raw HTML and a javascript: link typed into the text as text', () => {
    const body =
      'Before <script>window.hacked = true</script> after.\n\n' +
      '<img src=x onerror="window.hacked = true">\n\n' +
      'A [bad link](javascript:alert(1)) and a [good one](/programmes).';
    const { container } = show(
      <EditablePage page="mission" title="Mission" />,
      publishedWith('mission', shown('Our Mission', body)),
    );
    expect(container.querySelector('script, img[onerror]')).toBeNull();
    expect(screen.getByText(/Before <script>window.hacked = true<\/script> after\./)).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="window.hacked = true">')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'bad link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'good one' })).toHaveAttribute('href', '/programmes');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });
});

describe('what each page adds around its text', () => {
  it('About Us: the commission as subtitle, and links to its four neighbours', () => {
    show(<EditablePage page="about-us" title="About Us" />, publishedWith('about-us', ABOUT));
    expect(screen.getByText('Youth Commission of Agra Archdiocese')).toBeInTheDocument();
    const more = within(screen.getByRole('navigation', { name: 'More about us' }));
    expect(more.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/history',
      '/mission',
      '/vision',
      '/objectives',
    ]);
  });

  it('History: a breadcrumb Home > About Us > its title', () => {
    show(
      <EditablePage page="history" title="History" />,
      publishedWith('history', shown('Our Story', 'Since 1950.')),
    );
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    const items = breadcrumb.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'About Us', 'Our Story']);
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(items[2]).toHaveAttribute('aria-current', 'page');
  });

  it("the Chairman's page: his sized portrait beside the text", () => {
    show(
      <EditablePage page="chairman" title="Message from the Chairman" />,
      publishedWith('chairman', shown('Message from the Chairman', 'Dear young friends,')),
    );
    const portrait = screen.getByRole('img', { name: CHAIRMAN_PORTRAIT.alt });
    expect(portrait).toHaveAttribute('width', '400');
    expect(portrait).toHaveAttribute('height', '400');
    expect(screen.getByText('Dear young friends,')).toBeInTheDocument();
  });

  it('Vision and Objectives: their title and text alone', () => {
    show(
      <EditablePage page="objectives" title="Objectives" />,
      publishedWith('objectives', shown('Our Objectives', '1. Faith\n2. Service')),
    );
    expect(screen.queryByRole('navigation', { name: /Breadcrumb|More about us/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('an editable page without published content (reached in the app)', () => {
  it('shows its name and a spinner, then the text it reads', async () => {
    vi.mocked(readShownPage).mockResolvedValue(shown('Our Vision', 'Young people rooted in faith.'));
    show(<EditablePage page="vision" title="Vision" />, UNPUBLISHED);
    expect(screen.getByRole('heading', { level: 1, name: 'Vision' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Young people rooted in faith.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Vision' })).toBeInTheDocument();
  });

  it('says so when its text cannot be read', async () => {
    vi.mocked(readShownPage).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show(<EditablePage page="vision" title="Vision" />, UNPUBLISHED);
    expect(
      await screen.findByText('This page could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vision' })).toBeInTheDocument();
  });
});
