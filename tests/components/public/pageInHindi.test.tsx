/**
 * An editable page's Hindi title, description and body (titleHi, descriptionHi, bodyHi) on its
 * Hindi page: shown where the team gave them, unmarked (they are in the page's language), and the
 * English ones marked lang="en" where it did not, each on its own; the English page shows the
 * English as before. As published, the Hindi page shows the Hindi body from its data block at
 * once, reading nothing, as its prerendered markup holds it. The reader (services/pageText) and
 * the change marker are mocked at their module boundaries, as in EditablePage.test.tsx.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PublishedPageContext,
  publishedPage,
  UNPUBLISHED,
  type PublishedPage,
} from '../../../src/components/published';
import { WordsContext } from '../../../src/components/words';
import { CHAIRMAN_PORTRAIT } from '../../../src/content/images';
import { shownPageReadKey, type PageId, type ShownPage } from '../../../src/domain/editablePages';
import { parseMarkdown } from '../../../src/domain/markdown/parse';
import {
  parsePublishedJson,
  publishedJson,
  type PublishedContent,
} from '../../../src/domain/published';
import type { Changes } from '../../../src/domain/types';
import { EditablePage } from '../../../src/pages/EditablePage';
import { readChanges } from '../../../src/services/changes';
import { readShownPage } from '../../../src/services/pageText';
import { loadTranslation } from '../../../src/words/translations';

vi.mock('../../../src/services/pageText', () => ({ readShownPage: vi.fn() }));

const HINDI = await loadTranslation('hi');
const SITE_HI = 'आगरा महाधर्मप्रांत युवा आयोग';
const CHANGES: Changes = { pages: new Date('2026-11-23T12:00:00.000Z') };

const ENGLISH: ShownPage = {
  title: 'Our Story',
  description: 'How the commission began.',
  blocks: parseMarkdown('## Our beginnings\n\nFounded in 1985 by the youth of Agra.'),
};
const IN_HINDI = {
  titleHi: 'हमारी कहानी',
  descriptionHi: 'आयोग की शुरुआत कैसे हुई।',
  blocksHi: parseMarkdown('## हमारी शुरुआत\n\n1985 में आगरा के युवाओं ने स्थापना की।'),
};

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(readChanges).mockResolvedValue(CHANGES);
  vi.mocked(readShownPage).mockReset();
  document.title = '';
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

/** `page` in Hindi (or, with `hindi` false, English), published with `published`. */
const show = (page: ReactElement, { hindi = true, published = UNPUBLISHED } = {}) => {
  const routed = (
    <PublishedPageContext value={published}>
      <MemoryRouter>{page}</MemoryRouter>
    </PublishedPageContext>
  );
  return render(hindi ? <WordsContext value={HINDI}>{routed}</WordsContext> : routed);
};

/** What a page published with `shown` carries, as the browser gets it from its data block. */
const publishedWith = (id: PageId, shown: ShownPage): PublishedPage =>
  publishedPage(
    parsePublishedJson(
      publishedJson({ today: '2026-11-24', reads: { [shownPageReadKey(id)]: shown }, changes: CHANGES }),
    ) as PublishedContent,
  );

/** The language an element's text is marked as being in, if any. */
const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? null;

describe('an editable page in Hindi', () => {
  it('shows its Hindi title and text, unmarked, where the team gave them', async () => {
    vi.mocked(readShownPage).mockResolvedValue({ ...ENGLISH, ...IN_HINDI });
    show(<EditablePage page="history" title="History" />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'हमारी कहानी' });
    const text = screen.getByText('1985 में आगरा के युवाओं ने स्थापना की।');
    const breadcrumb = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    for (const element of [
      heading,
      text,
      screen.getByRole('heading', { level: 2, name: 'हमारी शुरुआत' }),
      within(breadcrumb).getByText('हमारी कहानी'),
    ])
      expect(langOf(element), element.outerHTML).toBeNull();
    expect(screen.queryByText('Our Story')).toBeNull();
    expect(screen.queryByText(/Founded in 1985/)).toBeNull();
    await waitFor(() => expect(document.title).toBe(`हमारी कहानी | ${SITE_HI}`));
  });

  it('shows the English text marked English beside a Hindi title where there is no Hindi text', async () => {
    vi.mocked(readShownPage).mockResolvedValue({ ...ENGLISH, titleHi: IN_HINDI.titleHi });
    show(<EditablePage page="about-us" title="About Us" />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'हमारी कहानी' });
    expect(langOf(heading)).toBeNull();
    expect(langOf(screen.getByText('Founded in 1985 by the youth of Agra.'))).toBe('en');
    expect(langOf(screen.getByRole('heading', { level: 2, name: 'Our beginnings' }))).toBe('en');
    // About Us's links to its neighbours stay in the page's language.
    const more = screen.getByRole('navigation', { name: 'हमारे बारे में और' });
    for (const link of within(more).getAllByRole('link')) expect(langOf(link)).toBeNull();
  });

  it('shows the English title marked English beside a Hindi text where there is no Hindi title', async () => {
    vi.mocked(readShownPage).mockResolvedValue({ ...ENGLISH, blocksHi: IN_HINDI.blocksHi });
    show(<EditablePage page="history" title="History" />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Our Story' });
    expect(langOf(heading)).toBe('en');
    const breadcrumb = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(langOf(within(breadcrumb).getByText('Our Story'))).toBe('en');
    expect(langOf(screen.getByText('1985 में आगरा के युवाओं ने स्थापना की।'))).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Our Story | ${SITE_HI}`));
  });

  it("the Chairman's page: its Hindi text unmarked, the portrait's description English", async () => {
    vi.mocked(readShownPage).mockResolvedValue({ ...ENGLISH, ...IN_HINDI });
    show(<EditablePage page="chairman" title="Chairman" />);
    expect(langOf(await screen.findByText('1985 में आगरा के युवाओं ने स्थापना की।'))).toBeNull();
    expect(langOf(screen.getByRole('img', { name: CHAIRMAN_PORTRAIT.alt }))).toBe('en');
  });

  it('as published, shows the Hindi text from its data block at once, reading nothing', async () => {
    show(<EditablePage page="history" title="History" />, {
      published: publishedWith('history', { ...ENGLISH, ...IN_HINDI }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'हमारी कहानी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'हमारी शुरुआत' })).toBeInTheDocument();
    await waitFor(() => expect(readChanges).toHaveBeenCalled());
    expect(readShownPage).not.toHaveBeenCalled();
  });
});

describe('an editable page in English', () => {
  it('shows the English title and text, unmarked, whatever Hindi the page has', async () => {
    const { container } = show(<EditablePage page="history" title="History" />, {
      hindi: false,
      published: publishedWith('history', { ...ENGLISH, ...IN_HINDI }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByText('Founded in 1985 by the youth of Agra.')).toBeInTheDocument();
    expect(screen.queryByText(/हमारी/)).toBeNull();
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
    await waitFor(() =>
      expect(document.title).toBe('Our Story | Youth Commission of Agra Archdiocese'),
    );
  });
});
