/**
 * The Hindi texts of messages (titleHi, fullMessageHi), of gallery photos (titleHi) and of the
 * site's details (aboutHi) on the Hindi pages: shown where the team gave them, unmarked (they are
 * in the page's language), and the English ones marked lang="en" where it did not; an English
 * page shows the English as before, nothing marked. The services are mocked at their module
 * boundaries, as in programmeInHindi.test.tsx.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../src/components/Footer';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
import { WordsContext } from '../../../src/components/words';
import type { SiteDetails } from '../../../src/domain/siteDetails';
import type { GalleryImage, Message, Programme } from '../../../src/domain/types';
import { GalleryPage } from '../../../src/pages/GalleryPage';
import { HomePage } from '../../../src/pages/HomePage';
import { MessagesPage } from '../../../src/pages/MessagesPage';
import { ProgrammePage } from '../../../src/pages/ProgrammePage';
import {
  countProgrammePhotos,
  listGallery,
  listGalleryPage,
  listProgrammePhotosPage,
} from '../../../src/services/gallery';
import { listMembers } from '../../../src/services/members';
import { listMessagesPage } from '../../../src/services/messages';
import {
  getProgramme,
  listPastProgrammesPage,
  listProgrammesBetween,
  listUpcomingProgrammes,
} from '../../../src/services/programmes';
import { loadTranslation } from '../../../src/words/translations';

vi.mock('../../../src/services/programmes', () => ({
  listUpcomingProgrammes: vi.fn(),
  listPastProgrammesPage: vi.fn(),
  listProgrammesBetween: vi.fn(),
  getProgramme: vi.fn(),
}));
vi.mock('../../../src/services/gallery', () => ({
  listGallery: vi.fn(),
  listGalleryPage: vi.fn(),
  countProgrammePhotos: vi.fn(),
  listProgrammePhotosPage: vi.fn(),
}));
vi.mock('../../../src/services/members', () => ({ listMembers: vi.fn() }));
vi.mock('../../../src/services/messages', () => ({ listMessagesPage: vi.fn() }));
vi.mock('../../../src/services/pageText', () => ({ readShownPage: vi.fn() }));
vi.mock('../../../src/services/analytics', () => ({ logPageView: vi.fn(async () => {}) }));

const HINDI = await loadTranslation('hi');

/** A message the team gave a Hindi title and text. */
const hope: Message = {
  id: 'hope',
  kind: 'bishop',
  year: '2025-2026',
  name: 'Raphy Manjaly',
  title: 'A year of hope',
  titleHi: 'आशा का वर्ष',
  fullMessage: 'Dear young people, be brave.\n\nPray every day.',
  fullMessageHi: 'प्रिय युवाओं, साहसी बनो।\n\nहर दिन प्रार्थना करो।',
  imageUrl: '',
  createdAt: null,
};

/** One without Hindi: its English, marked English on a Hindi page. */
const faith: Message = {
  id: 'faith',
  kind: 'bishop',
  year: '2024-2025',
  name: 'Raphy Manjaly',
  title: 'Walk in faith',
  titleHi: '',
  fullMessage: 'Believe and serve.',
  imageUrl: '',
  createdAt: null,
};

/** A programme without Hindi, whose page shows its photos. */
const youthDay: Programme = {
  id: 'youth-day',
  title: 'Youth Day Celebration',
  startDate: '2026-02-14',
  endDate: '2026-02-14',
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A photo with a Hindi title, and one without. */
const bonfire: GalleryImage = {
  id: 'bonfire',
  title: 'Campfire night',
  titleHi: 'अलाव की रात',
  imageUrl: 'https://images.example/bonfire.jpeg',
  thumbUrl: 'https://images.example/thumb_bonfire.jpeg',
  fileName: 'bonfire.jpeg',
  programmeId: 'youth-day',
  createdAt: new Date('2026-02-01T00:00:00Z'),
};
const games: GalleryImage = {
  id: 'games',
  title: 'Games on the lawn',
  imageUrl: 'https://images.example/games.jpeg',
  thumbUrl: 'https://images.example/thumb_games.jpeg',
  fileName: 'games.jpeg',
  programmeId: 'youth-day',
  createdAt: new Date('2026-01-31T00:00:00Z'),
};

const ABOUT_HI = 'आगरा महाधर्मप्रांत का युवा आयोग युवाओं के साथ चलता है।';

// jsdom has no modal dialogs: what the browser does, opening and closing one.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(listUpcomingProgrammes).mockReset().mockResolvedValue([]);
  vi.mocked(listPastProgrammesPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(listProgrammesBetween).mockReset().mockResolvedValue([]);
  vi.mocked(getProgramme).mockReset().mockResolvedValue(youthDay);
  vi.mocked(listGallery).mockReset().mockResolvedValue([bonfire, games]);
  vi.mocked(listGalleryPage).mockReset().mockResolvedValue({ items: [bonfire, games], next: null });
  vi.mocked(countProgrammePhotos).mockReset().mockResolvedValue(2);
  vi.mocked(listProgrammePhotosPage)
    .mockReset()
    .mockResolvedValue({ items: [bonfire, games], next: null });
  vi.mocked(listMembers).mockReset().mockResolvedValue([]);
  vi.mocked(listMessagesPage).mockReset().mockResolvedValue({ items: [hope, faith], next: null });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

/**
 * `page` at `address` (its route's pattern `path`), in Hindi or, with `hindi` false, English, with
 * the site's `details` as published.
 */
const renderPage = (
  page: ReactElement,
  address: string,
  {
    path = '*',
    hindi = true,
    details = { ...BUILT_IN_SITE_DETAILS, aboutHi: ABOUT_HI },
  }: { path?: string; hindi?: boolean; details?: SiteDetails } = {},
) => {
  const routed = (
    <PublishedSiteContext value={{ details, banner: BUILT_IN_BANNER }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </PublishedSiteContext>
  );
  return render(hindi ? <WordsContext value={HINDI}>{routed}</WordsContext> : routed);
};

/** The language an element's text is marked as being in, if any. */
const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? null;

describe('on a Hindi page', () => {
  it("a message's Hindi title and text, unmarked; its year and name English", async () => {
    renderPage(<MessagesPage kind="bishop" />, '/hi/bishop');
    const text = await screen.findByText('प्रिय युवाओं, साहसी बनो।');
    const title = screen.getByText('आशा का वर्ष');
    for (const element of [text, screen.getByText('हर दिन प्रार्थना करो।'), title])
      expect(langOf(element), element.outerHTML).toBeNull();
    const toggle = title.closest('button')!;
    expect(langOf(within(toggle).getByText('2025-2026'))).toBe('en');
    expect(langOf(within(toggle).getByText('Raphy Manjaly'))).toBe('en');
    expect(screen.queryByText('A year of hope')).not.toBeInTheDocument();
    expect(screen.queryByText('Pray every day.')).not.toBeInTheDocument();
  });

  it('a message without Hindi: its title and text English, marked lang="en"', async () => {
    renderPage(<MessagesPage kind="bishop" />, '/hi/bishop');
    const title = await screen.findByText('Walk in faith');
    expect(langOf(title)).toBe('en');
    expect(langOf(within(title.closest('button')!).getByText('2024-2025'))).toBe('en');
    await userEvent.click(title);
    expect(langOf(await screen.findByText('Believe and serve.'))).toBe('en');
  });

  it("/gallery: a photo's Hindi title is its description and its name in the viewer", async () => {
    renderPage(<GalleryPage />, '/hi/gallery');
    const link = await screen.findByRole('link', { name: 'फ़ोटो 1 खोलें: अलाव की रात' });
    expect(langOf(within(link).getByAltText('अलाव की रात'))).toBeNull();
    const other = screen.getByRole('link', { name: 'फ़ोटो 2 खोलें: Games on the lawn' });
    expect(langOf(within(other).getByAltText('Games on the lawn'))).toBe('en');
    expect(screen.queryByAltText('Campfire night')).not.toBeInTheDocument();

    await userEvent.click(link);
    const viewer = within(await screen.findByRole('dialog'));
    expect(langOf(viewer.getByRole('heading', { name: 'अलाव की रात' }))).toBeNull();
    expect(langOf(viewer.getByAltText('अलाव की रात'))).toBeNull();
    await userEvent.click(viewer.getByRole('button', { name: 'अगली फ़ोटो' }));
    expect(langOf(viewer.getByRole('heading', { name: 'Games on the lawn' }))).toBe('en');
    expect(langOf(viewer.getByAltText('Games on the lawn'))).toBe('en');
  });

  it("the home page's photos: by their Hindi titles where given", async () => {
    renderPage(<HomePage />, '/hi');
    const hindi = await screen.findAllByAltText('अलाव की रात');
    for (const image of hindi) expect(langOf(image)).toBeNull();
    for (const image of screen.getAllByAltText('Games on the lawn'))
      expect(langOf(image)).toBe('en');
    expect(screen.queryByAltText('Campfire night')).not.toBeInTheDocument();
  });

  it("a programme's page: its photos by their Hindi titles where given", async () => {
    renderPage(<ProgrammePage />, '/hi/programmes/youth-day', { path: '/hi/programmes/:id' });
    const photos = within(await screen.findByRole('region', { name: /फ़ोटो/ }));
    expect(langOf(await photos.findByAltText('अलाव की रात'))).toBeNull();
    expect(langOf(photos.getByAltText('Games on the lawn'))).toBe('en');
  });

  it("a programme's gallery: its Hindi title in the heading and the link back, unmarked", async () => {
    vi.mocked(getProgramme).mockResolvedValue({ ...youthDay, titleHi: 'युवा दिवस समारोह' });
    renderPage(<GalleryPage />, '/hi/gallery?programme=youth-day');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'युवा दिवस समारोह की फ़ोटो',
    });
    const back = screen.getByRole('link', { name: 'युवा दिवस समारोह पर वापस जाएँ' });
    for (const element of [heading, back, within(heading).getByText(/युवा दिवस समारोह/)])
      expect(langOf(element)).toBeNull();
    expect(langOf(await screen.findByAltText('अलाव की रात'))).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^युवा दिवस समारोह की फ़ोटो \| /));
  });

  it("the footer: the Hindi about text, unmarked; the address's lines English", () => {
    renderPage(<Footer />, '/hi');
    const footer = within(screen.getByRole('contentinfo'));
    expect(langOf(footer.getByText(ABOUT_HI))).toBeNull();
    expect(footer.queryByText(BUILT_IN_SITE_DETAILS.about)).not.toBeInTheDocument();
    expect(langOf(footer.getByText(BUILT_IN_SITE_DETAILS.addressLines[0]!))).toBe('en');
  });

  it('the footer without a Hindi about text: the English one, marked lang="en"', () => {
    renderPage(<Footer />, '/hi', { details: { ...BUILT_IN_SITE_DETAILS, aboutHi: '' } });
    const about = within(screen.getByRole('contentinfo')).getByText(BUILT_IN_SITE_DETAILS.about);
    expect(langOf(about)).toBe('en');
  });
});

describe('on an English page', () => {
  it('a message: the English, unmarked, and no Hindi', async () => {
    const { container } = renderPage(<MessagesPage kind="bishop" />, '/bishop', { hindi: false });
    await screen.findByText('Pray every day.');
    expect(screen.getByText('A year of hope')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/आशा|प्रिय/);
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it("/gallery: the photos' English titles, unmarked, in the grid and the viewer", async () => {
    const { container } = renderPage(<GalleryPage />, '/gallery', { hindi: false });
    const link = await screen.findByRole('link', { name: 'Open photo 1: Campfire night' });
    expect(within(link).getByAltText('Campfire night')).toBeInTheDocument();
    await userEvent.click(link);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('heading', { name: 'Campfire night' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('अलाव');
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it('the footer: the English about text, unmarked', () => {
    const { container } = renderPage(<Footer />, '/', { hindi: false });
    expect(screen.getByText(BUILT_IN_SITE_DETAILS.about)).toBeInTheDocument();
    expect(container.textContent).not.toContain(ABOUT_HI);
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
