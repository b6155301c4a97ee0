/**
 * The commission's own texts on a page in Hindi: what the team entered (programmes, messages,
 * written pages, photos' titles, members, the address) and the site's built-in English texts
 * (the home teaser, the banner) are inside an element marked lang="en", so that screen readers
 * say them in English (WCAG 3.1.2); the interface's Hindi words around them are not. On an English page nothing is marked: its markup is as it was. The services
 * are mocked at their module boundaries, as in hindiPages.test.tsx.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WordsContext } from '../../../src/components/words';
import { PRIVACY } from '../../../src/content/privacy/en';
import { ABOUT_TEASER, BANNER_CAPTIONS } from '../../../src/content/home';
import { BANNERS, CHAIRMAN_PORTRAIT } from '../../../src/content/images';
import { parseMarkdown } from '../../../src/domain/markdown/parse';
import type { PageId } from '../../../src/domain/editablePages';
import type { GalleryImage, Member, Message, Programme } from '../../../src/domain/types';
import { CalendarPage } from '../../../src/pages/CalendarPage';
import { ContactPage } from '../../../src/pages/ContactPage';
import { EditablePage } from '../../../src/pages/EditablePage';
import { GalleryPage } from '../../../src/pages/GalleryPage';
import { HomePage } from '../../../src/pages/HomePage';
import { MessagesPage } from '../../../src/pages/MessagesPage';
import { PrivacyPage } from '../../../src/pages/PrivacyPage';
import { ProgrammePage } from '../../../src/pages/ProgrammePage';
import { ProgrammesPage } from '../../../src/pages/ProgrammesPage';
import {
  countProgrammePhotos,
  listGallery,
  listGalleryPage,
  listProgrammePhotosPage,
} from '../../../src/services/gallery';
import { listMembers } from '../../../src/services/members';
import { listMessagesPage } from '../../../src/services/messages';
import { readShownPage } from '../../../src/services/pageText';
import {
  getProgramme,
  listPastProgrammesPage,
  listProgrammesBetween,
  listUpcomingProgrammes,
} from '../../../src/services/programmes';
import { BUILT_IN_SITE_DETAILS } from '../../../src/components/siteDetails';
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

const NOW = new Date(2026, 1, 14, 10, 0);

const youthDay: Programme = {
  id: 'youth-day',
  title: 'Youth Day Celebration',
  startDate: '2026-02-14',
  endDate: '2026-02-14',
  time: '10 AM to 4 PM',
  place: 'Agra Cathedral',
  description: 'A day of prayer and games.\n\nBring a packed lunch.',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const photo = (n: number): GalleryImage => ({
  id: `photo-${n}`,
  title: `Campfire night ${n}`,
  imageUrl: `https://images.example/${n}.jpeg`,
  fileName: `${n}.jpeg`,
  programmeId: 'youth-day',
  createdAt: new Date('2026-02-01T00:00:00Z'),
});

const member: Member = {
  id: 'm1',
  name: 'Asha Thomas',
  role: 'Secretary',
  startYear: 2025,
  endYear: 2027,
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
};

const message: Message = {
  id: 'm1',
  kind: 'bishop',
  year: '2025',
  name: 'Raphy Manjaly',
  title: 'A year of hope',
  fullMessage: 'Dear young people, be brave.\n\nPray every day.',
  imageUrl: '',
  createdAt: null,
};

/** A written page as the team saved it. */
const savedPage = (title: string) => ({
  title,
  description: '',
  blocks: parseMarkdown(`## Our beginnings\n\nFounded in 1985 by the youth of Agra.\n\n- Faith\n- Service`),
});

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
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(listUpcomingProgrammes).mockReset().mockResolvedValue([youthDay]);
  vi.mocked(listPastProgrammesPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(listProgrammesBetween).mockReset().mockResolvedValue([youthDay]);
  vi.mocked(getProgramme).mockReset().mockResolvedValue(youthDay);
  vi.mocked(listGallery).mockReset().mockResolvedValue([photo(1), photo(2)]);
  vi.mocked(listGalleryPage).mockReset().mockResolvedValue({ items: [photo(1)], next: null });
  vi.mocked(countProgrammePhotos).mockReset().mockResolvedValue(2);
  vi.mocked(listProgrammePhotosPage)
    .mockReset()
    .mockResolvedValue({ items: [photo(1), photo(2)], next: null });
  vi.mocked(listMembers).mockReset().mockResolvedValue([member]);
  vi.mocked(listMessagesPage).mockReset().mockResolvedValue({ items: [message], next: null });
  vi.mocked(readShownPage)
    .mockReset()
    .mockImplementation(async (page: PageId) =>
      savedPage(page === 'history' ? 'Our Story' : 'Who We Are'),
    );
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  consoleError.mockRestore();
});

/** `page` at `address` (its route's pattern `path`), in Hindi or, with `hindi` false, English. */
const renderPage = (page: ReactElement, address = '/', path = '*', hindi = true) => {
  const routed = (
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MemoryRouter>
  );
  return render(hindi ? <WordsContext value={HINDI}>{routed}</WordsContext> : routed);
};

/** The language an element's text is marked as being in, if any. */
const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? null;

/** Each element is marked English. */
function expectEnglish(...elements: Element[]) {
  for (const element of elements)
    expect(langOf(element), `${element.outerHTML} is not marked English`).toBe('en');
}

/** None of the elements is marked English. */
function expectNotEnglish(...elements: Element[]) {
  for (const element of elements)
    expect(langOf(element), `${element.outerHTML} is marked English`).not.toBe('en');
}

/** The element whose own text (not its children's) is `text`. */
const ownText = (text: string) => screen.getByText(text, { ignore: 'script, style' });

describe('programmes in Hindi', () => {
  it("/programmes: a card's title, time and place are English, its dates and labels Hindi", async () => {
    renderPage(<ProgrammesPage />, '/programmes');
    const title = await screen.findByRole('link', { name: 'Youth Day Celebration' });
    const card = title.closest('article')!;
    expectEnglish(title, within(card).getByText('10 AM to 4 PM'), ownText('Agra Cathedral'));
    // 'Place:' for screen readers shares the place's paragraph, but not its language.
    expectNotEnglish(within(card).getByText('स्थान:'), within(card).getByText('शनि 14 फ़रवरी 2026'));
    // Share names the programme to screen readers in English, after its own Hindi word.
    const share = within(card).getByRole('button', { name: /^शेयर करें/ });
    expectNotEnglish(share);
    expectEnglish(within(share).getByText('Youth Day Celebration'));
    const whatsApp = within(card).getByRole('link', { name: /^WhatsApp/ });
    expectEnglish(within(whatsApp).getByText('Youth Day Celebration'));
    expectNotEnglish(within(whatsApp).getByText(/WhatsApp खुलता है/));
    expectNotEnglish(screen.getByRole('heading', { level: 1, name: 'कार्यक्रम' }));
  });

  it('/programmes/{id}: its title, time, place and description are English, its facts named in Hindi', async () => {
    renderPage(<ProgrammePage />, '/programmes/youth-day', '/programmes/:id');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Youth Day Celebration' });
    const facts = document.querySelector('.programme-facts')!;
    expectEnglish(
      heading,
      within(facts as HTMLElement).getByText('10 AM to 4 PM'),
      within(facts as HTMLElement).getByText('Agra Cathedral'),
      screen.getByText('A day of prayer and games.'),
      screen.getByText('Bring a packed lunch.'),
    );
    expectNotEnglish(
      ...facts.querySelectorAll('dt'),
      ...screen.getAllByText('शनि 14 फ़रवरी 2026'),
      screen.getByRole('link', { name: 'सभी कार्यक्रम' }),
    );
  });

  it("the calendar: a programme's title in its day is English", async () => {
    renderPage(<CalendarPage />, '/calendar?month=2026-02');
    const grid = await screen.findByRole('table');
    const inDay = await within(grid).findByText('Youth Day Celebration');
    expectEnglish(inDay);
    expectNotEnglish(screen.getByRole('heading', { level: 2, name: 'फ़रवरी 2026' }));
  });
});

describe('messages and written pages in Hindi', () => {
  it("a message's name, title and text are English, its portrait's description Hindi", async () => {
    renderPage(<MessagesPage kind="bishop" />);
    const text = await screen.findByText('Dear young people, be brave.');
    expectEnglish(
      text,
      screen.getByText('Pray every day.'),
      screen.getByText('Raphy Manjaly'),
      screen.getByText('A year of hope'),
    );
    expectNotEnglish(
      screen.getByRole('img', { name: 'Raphy Manjaly की तस्वीर नहीं है' }),
      screen.getByRole('heading', { level: 1, name: 'महाधर्माध्यक्ष के संदेश' }),
    );
  });

  it("History: the team's title and text are English, the breadcrumb's links Hindi", async () => {
    renderPage(<EditablePage page="history" title="History" />, '/history');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Our Story' });
    const breadcrumb = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expectEnglish(
      heading,
      screen.getByRole('heading', { level: 2, name: 'Our beginnings' }),
      screen.getByText('Founded in 1985 by the youth of Agra.'),
      screen.getByText('Faith'),
      within(breadcrumb).getByText('Our Story'),
    );
    expectNotEnglish(...within(breadcrumb).getAllByRole('link'));
  });

  it("About Us: the team's text is English, its links to its neighbours Hindi", async () => {
    renderPage(<EditablePage page="about-us" title="About Us" />, '/about-us');
    expectEnglish(
      await screen.findByRole('heading', { level: 1, name: 'Who We Are' }),
      screen.getByText('Founded in 1985 by the youth of Agra.'),
      screen.getByText('Service'),
    );
    const more = screen.getByRole('navigation', { name: 'हमारे बारे में और' });
    expectNotEnglish(more, ...within(more).getAllByRole('link'), ownText('आगरा महाधर्मप्रांत युवा आयोग'));
  });

  it("the Chairman's page: the portrait's description and the text are English", async () => {
    renderPage(<EditablePage page="chairman" title="Chairman" />, '/chairman');
    expectEnglish(
      await screen.findByText('Founded in 1985 by the youth of Agra.'),
      screen.getByRole('img', { name: CHAIRMAN_PORTRAIT.alt }),
    );
  });

  it("a page not read: the route's Hindi name and the message are not marked English", async () => {
    vi.mocked(readShownPage).mockRejectedValue(new Error('offline'));
    renderPage(<EditablePage page="history" title="History" />, '/history');
    expectNotEnglish(
      await screen.findByText(/^यह पेज नहीं खुल सका।/),
      screen.getByRole('heading', { level: 1, name: 'इतिहास' }),
    );
  });
});

describe('the home page and the gallery in Hindi', () => {
  it("the teaser, the banner's slides, the members and the photos are English", async () => {
    renderPage(<HomePage />);
    expectEnglish(
      screen.getByRole('heading', { level: 2, name: ABOUT_TEASER.heading }),
      ...ABOUT_TEASER.paragraphs.map((text) => screen.getByText(text)),
      screen.getByRole('img', { name: BANNERS[0]!.alt }),
      // The slides and their copies, which the loop adds.
      ...screen.getAllByText(BANNER_CAPTIONS[0]!.heading),
      await screen.findByText('Asha Thomas'),
      screen.getByText('Secretary'),
      ...(await screen.findAllByAltText('Campfire night 1')),
    );
    expectNotEnglish(
      screen.getByRole('heading', { level: 2, name: 'युवा आयोग' }),
      screen.getByRole('link', { name: /^और पढ़ें/ }),
      screen.getByRole('img', { name: 'Asha Thomas की फ़ोटो नहीं है' }),
      screen.getByRole('button', { name: '2025 - 2027' }),
    );
  });

  it("/gallery: photos' titles are English, in the grid and in the viewer", async () => {
    renderPage(<GalleryPage />, '/gallery');
    const link = await screen.findByRole('link', { name: 'फ़ोटो 1 खोलें: Campfire night 1' });
    expectEnglish(within(link).getByAltText('Campfire night 1'));
    expectNotEnglish(link);
    await userEvent.click(link);
    const viewer = within(await screen.findByRole('dialog'));
    expectEnglish(
      viewer.getByRole('heading', { name: 'Campfire night 1' }),
      viewer.getByAltText('Campfire night 1'),
    );
    expectNotEnglish(viewer.getByRole('button', { name: 'बंद करें' }));
  });

  it("/gallery?programme={id}: the programme's title is English in its Hindi heading and link", async () => {
    renderPage(<GalleryPage />, '/gallery?programme=youth-day');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Youth Day Celebration की फ़ोटो',
    });
    const back = screen.getByRole('link', { name: 'Youth Day Celebration पर वापस जाएँ' });
    expectNotEnglish(heading, back);
    expectEnglish(
      within(heading).getByText('Youth Day Celebration'),
      within(back).getByText('Youth Day Celebration'),
    );
    expectEnglish(...screen.getAllByAltText(/^Campfire night/));
    await waitFor(() =>
      expect(document.title).toBe('Youth Day Celebration की फ़ोटो | आगरा महाधर्मप्रांत युवा आयोग'),
    );
  });
});

describe('the contact and privacy pages in Hindi', () => {
  it("/contact: the address's lines are English, the commission's name above them Hindi", () => {
    renderPage(<ContactPage />, '/contact');
    const [first] = BUILT_IN_SITE_DETAILS.addressLines;
    expectEnglish(screen.getByText(first!));
    expectNotEnglish(
      screen.getByText('आगरा महाधर्मप्रांत युवा आयोग'),
      screen.getByRole('heading', { level: 2, name: 'डाक का पता' }),
    );
  });

  it('/privacy: nothing of the notice is marked English, its text being Hindi', async () => {
    await act(async () => renderPage(<PrivacyPage />, '/privacy'));
    await screen.findByRole('heading', { level: 1, name: 'गोपनीयता' });
    expect(document.querySelectorAll('[lang]')).toHaveLength(0);
  });
});

describe('in English', () => {
  /** The page's text and its images' descriptions. */
  const shownOn = (container: HTMLElement) =>
    [
      container.textContent,
      ...[...container.querySelectorAll('img')].map((image) => image.alt),
    ].join('\n');

  it.each([
    ['/', () => <HomePage />, ['Asha Thomas', 'Campfire night 1', ABOUT_TEASER.heading]],
    ['/gallery', () => <GalleryPage />, ['Campfire night 1']],
    ['/programmes', () => <ProgrammesPage />, ['Youth Day Celebration', 'Agra Cathedral']],
    ['/programmes/youth-day', () => <ProgrammePage />, ['Bring a packed lunch.']],
    ['/calendar?month=2026-02', () => <CalendarPage />, ['Youth Day Celebration']],
    ['/bishop', () => <MessagesPage kind="bishop" />, ['Pray every day.']],
    ['/about-us', () => <EditablePage page="about-us" title="About Us" />, ['Faith']],
    ['/history', () => <EditablePage page="history" title="History" />, ['Faith']],
    ['/chairman', () => <EditablePage page="chairman" title="Chairman" />, ['Faith']],
    ['/gallery?programme=youth-day', () => <GalleryPage />, ['Back to Youth Day Celebration']],
    ['/contact', () => <ContactPage />, ['Postal address']],
    ['/privacy', () => <PrivacyPage />, [PRIVACY.intro]],
  ])('%s marks nothing', async (address, page, shown) => {
    const path = address.startsWith('/programmes/') ? '/programmes/:id' : '*';
    // In act: the Privacy page's text is a chunk that arrives after the first render.
    const { container } = await act(async () => renderPage(page(), address, path, false));
    for (const text of shown)
      await waitFor(() => expect(shownOn(container)).toContain(text));
    expect([...container.querySelectorAll('[lang]')].map((element) => element.outerHTML)).toEqual(
      [],
    );
  });

  it("adds no element around a programme's place or title among the interface's words", async () => {
    renderPage(<ProgrammesPage />, '/programmes', '*', false);
    await screen.findByRole('link', { name: 'Youth Day Celebration' });
    const place = document.querySelector('.programme-place')!;
    expect(place.children).toHaveLength(1);
    expect(place.lastChild?.textContent).toBe('Agra Cathedral');
    const whatsApp = screen.getByRole('link', { name: /^WhatsApp/ });
    expect(whatsApp.querySelector('.visually-hidden')?.children).toHaveLength(0);
  });

  it("adds no element around a programme's title in the gallery's heading and link", async () => {
    renderPage(<GalleryPage />, '/gallery?programme=youth-day', '*', false);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Photos of Youth Day Celebration',
    });
    expect(heading.children).toHaveLength(0);
    const back = screen.getByRole('link', { name: 'Back to Youth Day Celebration' });
    expect(back.children).toHaveLength(0);
  });
});
