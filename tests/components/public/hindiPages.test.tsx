/**
 * The public pages in Hindi: wrapped in WordsContext with the Hindi words, each page says its
 * headings, buttons, labels and messages in Hindi, its dates with Hindi months and weekdays, and
 * the commission's names in Hindi; none of the English interface texts it used to say is left, in
 * its text or in its attributes (labels, alternative texts, titles). The services are mocked at
 * their module boundaries, as in the pages' own tests; the visitor's clock is fixed at Saturday
 * 14 February 2026, 10:00.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/components/RouteErrorBoundary';
import { WordsContext } from '../../../src/components/words';
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

const programme = (overrides: Partial<Programme> & Pick<Programme, 'id' | 'title'>): Programme => ({
  startDate: '2026-02-14',
  endDate: '2026-02-14',
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const youthDay = programme({
  id: 'youth-day',
  title: 'Yuva Diwas',
  time: '10:00 – 16:00',
  place: 'Agra',
  imageUrl: 'https://images.example/poster.jpg',
});
const camp = programme({
  id: 'camp',
  title: 'Shivir',
  startDate: '2026-02-27',
  endDate: '2026-03-01',
});

const photo = (n: number): GalleryImage => ({
  id: `photo-${n}`,
  title: `Chitra ${n}`,
  imageUrl: `https://images.example/${n}.jpeg`,
  fileName: `${n}.jpeg`,
  programmeId: 'camp',
  createdAt: new Date('2026-02-01T00:00:00Z'),
});

const member: Member = {
  id: 'm1',
  name: 'Asha',
  role: 'Adhyaksh',
  startYear: null,
  endYear: null,
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
};

const message: Message = {
  id: 'm1',
  kind: 'bishop',
  year: '2025',
  name: 'Raphy',
  title: 'Sandesh',
  fullMessage: 'Shanti.',
  imageUrl: '',
  createdAt: null,
};

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(listUpcomingProgrammes).mockReset().mockResolvedValue([]);
  vi.mocked(listPastProgrammesPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(listProgrammesBetween).mockReset().mockResolvedValue([]);
  vi.mocked(getProgramme).mockReset().mockResolvedValue(null);
  vi.mocked(listGallery).mockReset().mockResolvedValue([photo(1), photo(2)]);
  vi.mocked(listGalleryPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(countProgrammePhotos).mockReset().mockResolvedValue(0);
  vi.mocked(listProgrammePhotosPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(listMembers).mockReset().mockResolvedValue([member]);
  vi.mocked(listMessagesPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(readShownPage).mockReset().mockRejectedValue(new Error('offline'));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.title = '';
});
afterEach(() => {
  vi.useRealTimers();
  consoleError.mockRestore();
});

/** `page` at `address` (its route's pattern `path`), in Hindi. */
const renderInHindi = (page: ReactElement, address = '/', path = '*') =>
  render(
    <WordsContext value={HINDI}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </WordsContext>,
  );

/** Everything the page says: its text and its attributes' values. */
const everythingSaid = () => [
  document.body.textContent ?? '',
  ...[...document.body.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.value),
  ),
];

/** None of `english` is said anywhere on the page. */
function expectNoneSaid(english: readonly string[]) {
  const said = everythingSaid();
  for (const text of english)
    expect(
      said.filter((value) => value.includes(text)),
      `'${text}' is still said`,
    ).toEqual([]);
}

describe('the home page in Hindi', () => {
  it('names its sections, links, slideshows and members in Hindi', async () => {
    renderInHindi(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'आगरा महाधर्मप्रांत युवा आयोग' }),
    ).toBeInTheDocument();
    // jsdom's accessible names drop the space before the part for screen readers; a browser's keep it.
    expect(screen.getByRole('link', { name: /^और पढ़ें/ })).toHaveTextContent(
      'और पढ़ें युवा आयोग के बारे में',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'फ़ोटो गैलरी' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पूरी गैलरी देखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'युवा आयोग' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'बिना अवधि' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Asha की फ़ोटो नहीं है' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'बैनर स्लाइडशो' })).toHaveAttribute(
      'aria-roledescription',
      'स्लाइडशो',
    );
    const gallery = await screen.findByRole('region', { name: 'फ़ोटो गैलरी स्लाइडशो' });
    expect(
      within(gallery).getAllByRole('link', { name: /\(पूरी फ़ोटो नए टैब में खुलती है\)$/ }),
    ).not.toHaveLength(0);
    expectNoneSaid([
      'Read More',
      'about the Youth Commission',
      'Photo Gallery',
      'View the whole gallery',
      'YOUTH COMMISSION',
      'No Period',
      'No photo of',
      'slideshow',
      'Previous slide',
      'Next slide',
      'Show slide',
      'opens the full image',
      ' of 2',
    ]);
  });
});

describe('the programmes in Hindi', () => {
  it('/programmes: headings, empty lists and its subtitle', async () => {
    renderInHindi(<ProgrammesPage />, '/programmes');
    expect(screen.getByRole('heading', { level: 1, name: 'कार्यक्रम' })).toBeInTheDocument();
    expect(
      await screen.findByText('अभी कोई आने वाला कार्यक्रम नहीं है। कुछ दिन बाद फिर देखें।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आने वाले कार्यक्रम' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'पिछले कार्यक्रम' })).toBeInTheDocument();
    expect(screen.getByText('अभी तक कोई पिछला कार्यक्रम नहीं है।')).toBeInTheDocument();
    expect(screen.getByText('युवा आयोग के रिट्रीट, कैंप और सभाएँ')).toBeInTheDocument();
    expectNoneSaid([
      'Programmes',
      'Retreats, camps',
      'No upcoming programmes',
      'No past programmes',
    ]);
  });

  it('/programmes: a card dated with Hindi month and weekday names', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([youthDay, camp]);
    renderInHindi(<ProgrammesPage />, '/programmes');
    const card = (await screen.findByRole('link', { name: 'Yuva Diwas' })).closest('article')!;
    expect(within(card).getByText('शनि 14 फ़रवरी 2026')).toBeInTheDocument();
    expect(card.querySelector('.programme-badge-month')).toHaveTextContent('फ़रवरी');
    const campCard = screen.getByRole('link', { name: 'Shivir' }).closest('article')!;
    expect(campCard.querySelector('.programme-when')).toHaveTextContent('27 फ़रवरी – 1 मार्च 2026');
    expectNoneSaid(['Feb', 'Sat ', 'Mar ']);
  });

  it('/programmes/{id}: its facts, its calendar actions and the document title', async () => {
    vi.mocked(getProgramme).mockResolvedValue(youthDay);
    renderInHindi(<ProgrammePage />, '/programmes/youth-day', '/programmes/:id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yuva Diwas' }),
    ).toBeInTheDocument();
    const facts = document.querySelector('.programme-facts')!;
    expect([...facts.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'कब',
      'समय',
      'स्थान',
    ]);
    expect(within(facts as HTMLElement).getByText('शनि 14 फ़रवरी 2026')).toBeInTheDocument();
    // Drawn once the page knows whether the publish made copies of it.
    expect(await screen.findByRole('img', { name: 'Yuva Diwas का पोस्टर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Google कैलेंडर/ })).toHaveTextContent(
      'Google कैलेंडर (नए टैब में खुलता है)',
    );
    // The calendar entry names the time and place in Hindi; what sharing sends is dated in Hindi.
    expect(screen.getByRole('link', { name: /^Google कैलेंडर/ }).getAttribute('href')).toContain(
      encodeURIComponent('समय: 10:00'),
    );
    expect(screen.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toContain(
      encodeURIComponent('शनि 14 फ़रवरी 2026'),
    );
    expect(screen.getByRole('link', { name: 'सभी कार्यक्रम' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Yuva Diwas | आगरा महाधर्मप्रांत युवा आयोग'),
    );
    expectNoneSaid([
      'When',
      'Time',
      'Place',
      'Poster of',
      'Add to calendar',
      'Google Calendar',
      'opens in a new tab',
      'All programmes',
      'Feb',
    ]);
  });

  it('/programmes/{id}: a programme not found, in Hindi', async () => {
    renderInHindi(<ProgrammePage />, '/programmes/gone', '/programmes/:id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'कार्यक्रम नहीं मिला' }),
    ).toBeInTheDocument();
    expect(screen.getByText('यह कार्यक्रम नहीं मिला।')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('कार्यक्रम नहीं मिला | आगरा महाधर्मप्रांत युवा आयोग'),
    );
    expectNoneSaid(['Programme not found', 'could not be found', 'All programmes']);
  });

  it("/programmes/{id}: the programme's photos headed in Hindi", async () => {
    vi.mocked(getProgramme).mockResolvedValue(camp);
    vi.mocked(countProgrammePhotos).mockResolvedValue(2);
    vi.mocked(listProgrammePhotosPage).mockResolvedValue({ items: [photo(2), photo(1)], next: null });
    renderInHindi(<ProgrammePage />, '/programmes/camp', '/programmes/:id');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'फ़ोटो (2)' }),
    ).toBeInTheDocument();
    expectNoneSaid(['Photos (']);
  });
});

describe('the calendar in Hindi', () => {
  it('names the month, the weekdays and its buttons in Hindi', async () => {
    vi.mocked(listProgrammesBetween).mockResolvedValue([]);
    renderInHindi(<CalendarPage />, '/calendar?month=2026-02');
    expect(screen.getByRole('heading', { level: 1, name: 'कैलेंडर' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'फ़रवरी 2026' }),
    ).toBeInTheDocument();
    for (const name of ['पिछला महीना', 'आज', 'अगला महीना'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const headings = screen.getAllByRole('columnheader').map((heading) => heading.textContent);
    expect(headings[0]).toBe('रविरविवार');
    expect(headings[6]).toBe('शनिशनिवार');
    expect(
      screen.getByRole('heading', { level: 2, name: 'फ़रवरी 2026 के कार्यक्रम' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('इस महीने कोई कार्यक्रम नहीं है।')).toBeInTheDocument();
    expectNoneSaid([
      'February',
      'Previous month',
      'Today',
      'Next month',
      'Sun',
      'Saturday',
      'Programmes in',
      'No programmes this month',
    ]);
  });
});

describe('the gallery in Hindi', () => {
  it('/gallery: its title and subtitle, with the diocese named in Hindi', async () => {
    renderInHindi(<GalleryPage />, '/gallery');
    expect(screen.getByRole('heading', { level: 1, name: 'गैलरी' })).toBeInTheDocument();
    expect(screen.getByText('महाधर्मप्रांत के युवाओं के जीवन के कुछ पल')).toBeInTheDocument();
    expectNoneSaid(['Moments from', 'Gallery']);
  });

  it("/gallery?programme={id}: a programme's photos counted, and the way back, in Hindi", async () => {
    vi.mocked(getProgramme).mockResolvedValue(camp);
    vi.mocked(countProgrammePhotos).mockResolvedValue(1);
    vi.mocked(listProgrammePhotosPage).mockResolvedValue({ items: [photo(1)], next: null });
    renderInHindi(<GalleryPage />, '/gallery?programme=camp');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shivir की फ़ोटो' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 फ़ोटो, सबसे नई पहले')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shivir पर वापस जाएँ' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Shivir की फ़ोटो | आगरा महाधर्मप्रांत युवा आयोग'),
    );
    expectNoneSaid(['Photos of', 'photo, newest first', 'Back to']);
  });

  it('/gallery?programme={id}: no photos yet, or the photos not loaded, said in Hindi', async () => {
    vi.mocked(getProgramme).mockResolvedValue(camp);
    const { unmount } = renderInHindi(<GalleryPage />, '/gallery?programme=camp');
    expect(
      await screen.findByText('इस कार्यक्रम की अभी कोई फ़ोटो नहीं है।'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 फ़ोटो, सबसे नई पहले')).toBeInTheDocument();
    unmount();
    vi.mocked(countProgrammePhotos).mockRejectedValue(new Error('offline'));
    renderInHindi(<GalleryPage />, '/gallery?programme=camp');
    expect(
      await screen.findByText(
        /^फ़ोटो नहीं खुल सकीं। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी फ़ोटो' })).toBeInTheDocument();
    expectNoneSaid(['could not be loaded', 'All photos', 'Photos']);
  });
});

describe('the contact and privacy pages in Hindi', () => {
  it('/contact: headings, the site name and the map in Hindi', () => {
    renderInHindi(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByText('हमें आपसे सुनकर ख़ुशी होगी')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'डाक का पता',
      'फ़ोन',
      'ई-मेल',
    ]);
    expect(screen.getByText('आगरा महाधर्मप्रांत युवा आयोग')).toBeInTheDocument();
    expect(screen.getByTitle(/^.+ का नक्शा$/).tagName).toBe('IFRAME');
    expectNoneSaid([
      'Contact Us',
      'glad to hear',
      'Postal address',
      'Phone',
      'E-mail',
      'Map showing',
      'Youth Commission of Agra',
    ]);
  });

  it('/privacy: its title, headings, text and labels in Hindi', async () => {
    await act(async () => renderInHindi(<PrivacyPage />, '/privacy'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'गोपनीयता' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'वेबसाइट आपके बारे में क्या रखती है',
      'किसी कार्यक्रम के लिए रजिस्ट्रेशन',
      'वेबसाइट क्या दिखाती है',
      'संपर्क पेज पर नक्शा',
      'कोई फ़ोटो हटवाना',
    ]);
    expect(screen.getByRole('link', { name: 'मेरे रजिस्ट्रेशन' })).toBeInTheDocument();
    expect(screen.getAllByText(/^ई-मेल:/)).not.toHaveLength(0);
    expect(screen.getByText(/^यह पेज बताता है/)).toBeInTheDocument();
    expectNoneSaid([
      'Privacy',
      'E-mail:',
      'My registrations',
      'Having a photo taken down',
      'This page says',
      'Registering for a programme',
      'We take the photo down',
    ]);
  });
});

describe('the messages and the written pages in Hindi', () => {
  it("an office's messages: its title and description in Hindi, and its words", async () => {
    const { unmount } = renderInHindi(<MessagesPage kind="bishop" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'महाधर्माध्यक्ष के संदेश' }),
    ).toBeInTheDocument();
    expect(screen.getByText('हमारे आध्यात्मिक अगुवा का हर साल का मार्गदर्शन')).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई संदेश नहीं है।')).toBeInTheDocument();
    unmount();
    vi.mocked(listMessagesPage).mockResolvedValue({ items: [message], next: null });
    renderInHindi(<MessagesPage kind="bishop" />);
    expect(await screen.findByRole('img', { name: 'Raphy की तस्वीर नहीं है' })).toBeInTheDocument();
    expectNoneSaid(['Messages from', 'No portrait of', 'No messages available']);
  });

  it("History: its name, breadcrumb and the failed read's message in Hindi", async () => {
    renderInHindi(<EditablePage page="history" title="History" />, '/history');
    expect(screen.getByRole('heading', { level: 1, name: 'इतिहास' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(breadcrumb).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'होम',
      'हमारे बारे में',
    ]);
    expect(
      await screen.findByText(
        'यह पेज नहीं खुल सका। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
      ),
    ).toBeInTheDocument();
    expectNoneSaid(['History', 'Breadcrumb', 'Home', 'About Us', 'could not be loaded']);
  });

  it("About Us: the site's name under its title and the links to its neighbours in Hindi", async () => {
    renderInHindi(<EditablePage page="about-us" title="About Us" />, '/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(screen.getByText('आगरा महाधर्मप्रांत युवा आयोग')).toBeInTheDocument();
    const more = screen.getByRole('navigation', { name: 'हमारे बारे में और' });
    expect(within(more).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'इतिहास',
      'मिशन',
      'दृष्टि',
      'लक्ष्य',
    ]);
    await screen.findByText(/^यह पेज नहीं खुल सका।/);
    expectNoneSaid(['About Us', 'More about us', 'Mission', 'Objectives', 'Youth Commission']);
  });
});

describe('the error page in Hindi', () => {
  function Broken(): ReactNode {
    throw new Error('A bug in the page');
  }

  it('says what went wrong and offers its two ways on in Hindi', () => {
    renderInHindi(
      <RouteErrorBoundary reload={() => {}}>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'कुछ गड़बड़ हो गई' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('माफ़ कीजिए, यह पेज नहीं दिख सका। पेज दोबारा लोड करने से शायद ठीक हो जाए।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दोबारा लोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toBeInTheDocument();
    expectNoneSaid(['Something went wrong', 'Sorry', 'Reload', 'Go to the home page']);
  });
});
