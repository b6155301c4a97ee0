/**
 * A programme's page when the programme takes registrations on this site: its registration read
 * live (one document), 'Register' with the places left under the title and dates (before the
 * poster and the description), the places, the fee and the ages after the description; the
 * programme's own registration link when it takes none here; the form's files fetched ahead once
 * 'Register' has been in view and the page idle. The services mocked at their module boundary,
 * the clock at Saturday 14 February 2026, 10:00.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeRegistration } from '../../../src/domain/registration/registrations';
import type { Programme } from '../../../src/domain/types';
import { ProgrammePage } from '../../../src/pages/ProgrammePage';
import { listProgrammeRegistrations } from '../../../src/services/registration/programmeRegistration';
import { PublishedPageContext, publishedPage } from '../../../src/components/published';
import { getProgramme } from '../../../src/services/programmes';
import { bringIntoView, stubInView, watched } from './inView';
import { readChanges } from '../../../src/services/changes';
import { WordsContext } from '../../../src/components/words';
import { loadTranslation } from '../../../src/words/translations';

const HINDI = await loadTranslation('hi');

vi.mock('../../../src/services/programmes', () => ({ getProgramme: vi.fn() }));
vi.mock('../../../src/services/gallery', () => ({
  listProgrammePhotosPage: vi.fn(async () => ({ items: [], next: null })),
  countProgrammePhotos: vi.fn(async () => 0),
}));

const NOW = new Date(2026, 1, 14, 10, 0);

const camp: Programme = {
  id: 'camp',
  title: 'Leadership Camp',
  startDate: '2026-03-14',
  endDate: '2026-03-15',
  time: '',
  place: 'Mathura',
  description: '',
  registrationUrl: 'https://forms.example.org/camp',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const OPEN: ProgrammeRegistration = {
  programmeId: 'camp',
  open: true,
  closesOn: '2026-03-01',
  capacity: 40,
  minAge: 15,
  maxAge: 25,
  fee: 'Pay ₹300 at the venue',
  questions: [],
  confirmed: 28,
  waiting: 0,
  nextWait: 1,
  lastChange: 'r28',
};

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/programmes/camp']}>
      <Routes>
        <Route path="/programmes/:id" element={<ProgrammePage />} />
      </Routes>
    </MemoryRouter>,
  );

const registrationSection = () => screen.findByRole('region', { name: 'Registration' });
/** The programme's own registration link, to a form elsewhere. */
const externalLink = () => screen.queryByRole('link', { name: /^Register\s*\(opens in a new tab\)$/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(getProgramme).mockReset().mockResolvedValue(camp);
  vi.mocked(listProgrammeRegistrations).mockReset().mockResolvedValue([OPEN]);
  vi.mocked(readChanges).mockReset().mockResolvedValue({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a programme's page and its registration", () => {
  it('reads the registration once, and offers Register with the places, ages, fee and closing day', async () => {
    renderPage();
    const section = within(await registrationSection());
    // One read: which programmes take registrations here gives their places too.
    expect(listProgrammeRegistrations).toHaveBeenCalledTimes(1);
    expect(listProgrammeRegistrations).toHaveBeenCalledWith(['camp']);
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '12 places left',
      'For ages 15 to 25 on the first day',
      'Pay ₹300 at the venue',
      'Registration closes at the end of 1 March 2026.',
    ]);
    expect(section.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/programmes/camp/register',
    );
    expect(section.getByRole('link', { name: 'My registrations' })).toHaveAttribute(
      'href',
      '/my-registrations',
    );
    // Registration here replaces the programme's own link.
    expect(externalLink()).toBeNull();
  });

  it.each<[string, Partial<ProgrammeRegistration>, string]>([
    ['one place', { confirmed: 39 }, '1 place left'],
    ['no place', { confirmed: 40 }, 'Full: you can join the waiting list'],
    ['people waiting for a freed place', { confirmed: 39, waiting: 2 }, 'Full: you can join the waiting list'],
  ])('says the places when %s is left', async (_case, counts, text) => {
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([{ ...OPEN, ...counts }]);
    renderPage();
    const section = within(await registrationSection());
    expect(section.getAllByRole('listitem')[0]).toHaveTextContent(text);
    expect(section.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it.each<[string, Partial<ProgrammeRegistration>, string, string]>([
    ['many places', {}, '12 जगहें बाकी', 'पहले दिन 15 से 25 साल की उम्र के लिए'],
    ['one place', { confirmed: 39, maxAge: null }, '1 जगह बाकी', 'पहले दिन 15 साल या उससे ज़्यादा उम्र के लिए'],
    [
      'no place',
      { confirmed: 40, minAge: null },
      'सीटें भर गईं: आप वेटिंग लिस्ट में नाम लिखवा सकते हैं',
      'पहले दिन 25 साल तक की उम्र के लिए',
    ],
  ])('says it all in Hindi on a Hindi page, with %s, the fee marked as English', async (_case, change, places, ages) => {
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([{ ...OPEN, ...change }]);
    render(
      <WordsContext value={HINDI}>
        <MemoryRouter initialEntries={['/programmes/camp']}>
          <Routes>
            <Route path="/programmes/:id" element={<ProgrammePage />} />
          </Routes>
        </MemoryRouter>
      </WordsContext>,
    );
    const section = within(await screen.findByRole('region', { name: 'रजिस्ट्रेशन' }));
    const items = section.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      places,
      ages,
      'Pay ₹300 at the venue',
      'रजिस्ट्रेशन 1 मार्च 2026 को दिन खत्म होने पर बंद होगा।',
    ]);
    expect(items[2]).toHaveAttribute('lang', 'en');
    expect(items[0]).not.toHaveAttribute('lang');
    expect(section.getByRole('link', { name: 'रजिस्ट्रेशन करें' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'मेरे रजिस्ट्रेशन' })).toBeInTheDocument();
  });

  it('shows the fee note in Hindi where the team gave it, unmarked, and in English on an English page', async () => {
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([
      { ...OPEN, feeHi: 'स्थल पर ₹300 दें' },
    ]);
    const { unmount } = render(
      <WordsContext value={HINDI}>
        <MemoryRouter initialEntries={['/programmes/camp']}>
          <Routes>
            <Route path="/programmes/:id" element={<ProgrammePage />} />
          </Routes>
        </MemoryRouter>
      </WordsContext>,
    );
    const section = within(await screen.findByRole('region', { name: 'रजिस्ट्रेशन' }));
    const fee = section.getByText('स्थल पर ₹300 दें');
    expect(fee).not.toHaveAttribute('lang');
    expect(section.queryByText('Pay ₹300 at the venue')).toBeNull();
    unmount();

    renderPage();
    const english = within(await screen.findByRole('region', { name: 'Registration' }));
    expect(english.getByText('Pay ₹300 at the venue')).not.toHaveAttribute('lang');
    expect(english.queryByText('स्थल पर ₹300 दें')).toBeNull();
  });

  it('says nothing of places, ages or fee that the programme does not have', async () => {
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([
      { ...OPEN, capacity: null, minAge: null, maxAge: null, fee: '' },
    ]);
    renderPage();
    const section = within(await registrationSection());
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Registration closes at the end of 1 March 2026.',
    ]);
  });

  it.each<[string, Partial<ProgrammeRegistration>]>([
    ['closed by the team', { open: false }],
    ['past its closing day', { closesOn: '2026-02-13' }],
  ])('says registration is closed when %s, without Register', async (_case, change) => {
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([{ ...OPEN, ...change }]);
    renderPage();
    const section = within(await registrationSection());
    expect(section.getByText('Registration is closed.')).toBeInTheDocument();
    expect(section.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(section.getByRole('link', { name: 'My registrations' })).toBeInTheDocument();
    expect(externalLink()).toBeNull();
  });

  it("keeps the programme's own registration link when it takes none here", async () => {
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([]);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leadership Camp' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(listProgrammeRegistrations).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Registration' })).toBeNull();
    expect(externalLink()).toHaveAttribute('href', camp.registrationUrl);
  });

  it('reads nothing for a programme that has ended', async () => {
    vi.mocked(getProgramme).mockResolvedValue({
      ...camp,
      startDate: '2026-02-01',
      endDate: '2026-02-13',
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leadership Camp' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listProgrammeRegistrations).not.toHaveBeenCalled();
    expect(externalLink()).toHaveAttribute('href', camp.registrationUrl);
  });

  it('keeps the page as it is when the read fails (logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(listProgrammeRegistrations).mockRejectedValue(new Error('offline'));
    renderPage();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to find the programmes that take registrations here',
        expect.any(Error),
      ),
    );
    expect(screen.queryByRole('region', { name: 'Registration' })).toBeNull();
    expect(externalLink()).toHaveAttribute('href', camp.registrationUrl);
    error.mockRestore();
    warn.mockRestore();
  });
});

describe("'Register' under the programme's title and dates", () => {
  const withPosterAndText: Programme = {
    ...camp,
    description: 'Three days of talks and games.',
    imageUrl: 'https://storage.example.org/camp.jpg',
  };

  it('comes before the poster and the description, with the places left', async () => {
    vi.mocked(getProgramme).mockResolvedValue(withPosterAndText);
    renderPage();
    await registrationSection();
    const [top, lower] = screen.getAllByRole('link', { name: 'Register' });
    expect(top).toHaveAttribute('href', '/programmes/camp/register');
    expect(lower).toHaveAttribute('href', '/programmes/camp/register');
    expect(top?.parentElement).toHaveTextContent('Register12 places left');
    const before = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const poster = screen.getByRole('img', { name: 'Poster of Leadership Camp' });
    const description = screen.getByText('Three days of talks and games.');
    expect(before(top as Element, poster)).toBe(true);
    expect(before(top as Element, description)).toBe(true);
    expect(before(screen.getByRole('heading', { level: 1 }), top as Element)).toBe(true);
  });

  it("says 'Join the waiting list' when a new registration would wait", async () => {
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([{ ...OPEN, confirmed: 40 }]);
    renderPage();
    await registrationSection();
    const link = screen.getByRole('link', { name: 'Join the waiting list' });
    expect(link).toHaveAttribute('href', '/programmes/camp/register');
    expect(link.parentElement).toHaveTextContent('Join the waiting listFull');
  });

  /** The page as published with `registering` (which of its programmes took registrations). */
  const renderPublished = (registering: Record<string, boolean>) =>
    render(
      <PublishedPageContext
        value={publishedPage({
          today: '2026-02-14',
          changes: {},
          reads: { 'record/events/camp': camp, 'registering/programme/camp': registering },
        })}
      >
        <MemoryRouter initialEntries={['/programmes/camp']}>
          <Routes>
            <Route path="/programmes/:id" element={<ProgrammePage />} />
          </Routes>
        </MemoryRouter>
      </PublishedPageContext>,
    );

  it('is there from the first paint when published so, its places in the space kept for them', async () => {
    let answer: (found: ProgrammeRegistration[]) => void = () => {};
    vi.mocked(listProgrammeRegistrations).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    renderPublished({ camp: true });
    const link = screen.getByRole('link', { name: 'Register' });
    const places = link.parentElement?.querySelector('.programme-places');
    expect(places).toBeEmptyDOMElement();
    // The places alone are read live (the programmes did not change since the publish).
    await waitFor(() => expect(listProgrammeRegistrations).toHaveBeenCalledWith(['camp']));
    answer([OPEN]);
    await waitFor(() => expect(places).toHaveTextContent('12 places left'));
    expect(listProgrammeRegistrations).toHaveBeenCalledTimes(1);
  });

  it('reads its registration once, after the programme itself, when programmes were written since the publish', async () => {
    vi.mocked(readChanges).mockResolvedValue({ events: new Date('2026-02-14T04:00:00.000Z') });
    let programmeRead: (found: Programme) => void = () => {};
    vi.mocked(getProgramme).mockReturnValue(
      new Promise((resolve) => {
        programmeRead = resolve;
      }),
    );
    renderPublished({});
    await waitFor(() => expect(getProgramme).toHaveBeenCalledWith('camp'));
    expect(listProgrammeRegistrations).not.toHaveBeenCalled();
    // Published as taking none here, it has opened registration since.
    programmeRead(camp);
    const section = within(await registrationSection());
    expect(section.getAllByRole('listitem')[0]).toHaveTextContent('12 places left');
    expect(listProgrammeRegistrations).toHaveBeenCalledTimes(1);
    expect(listProgrammeRegistrations).toHaveBeenCalledWith(['camp']);
  });

  it('reads nothing of registrations for a programme published as taking none here', async () => {
    renderPublished({});
    await screen.findByRole('heading', { level: 1, name: 'Leadership Camp' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listProgrammeRegistrations).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(externalLink()).toHaveAttribute('href', camp.registrationUrl);
  });
});

describe("the registration form's files, fetched ahead", () => {
  let root: HTMLElement;
  let run = 0;
  /** The files a published page names (publish/renderSite.ts), new ones for each test. */
  let named: string[];
  beforeEach(() => {
    stubInView();
    run += 1;
    named = [
      `/assets/RegisterPage-${run}.js`,
      `/assets/firestore-${run}.js`,
      `/assets/registration-${run}.css`,
    ];
    root = document.createElement('div');
    root.id = 'root';
    root.dataset.prefetch = named.join(' ');
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
  });

  const prefetches = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));

  /** The two 'Register' links of the page: under the title, and in the Registration section. */
  const registerLinks = async () => {
    const inSection = within(await registrationSection()).getByRole('link', { name: 'Register' });
    const links = screen.getAllByRole('link', { name: 'Register' });
    expect(links).toHaveLength(2);
    expect(links[1]).toBe(inSection);
    return { 'under the title': links[0] as HTMLElement, 'in the Registration section': inSection };
  };

  it.each(['under the title', 'in the Registration section'] as const)(
    "are fetched once 'Register' %s has been in view and the page idle, each once",
    async (which) => {
      renderPage();
      const register = (await registerLinks())[which];
      // Watched, and out of view: nothing fetched ahead.
      await waitFor(() => expect(watched(register)).toBe(true));
      expect(prefetches()).toEqual([]);
      await bringIntoView(register);
      expect(prefetches()).toEqual([
        { href: named[0], as: 'script', crossOrigin: '' },
        { href: named[1], as: 'script', crossOrigin: '' },
        { href: named[2], as: 'style', crossOrigin: '' },
      ]);
      // Seen again (or the other 'Register', or another programme's page of the visit): no more.
      for (const link of Object.values(await registerLinks())) await bringIntoView(link);
      expect(prefetches()).toHaveLength(3);
    },
  );

  it('are not fetched while registration is closed: there is no Register to tap', async () => {
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([{ ...OPEN, open: false }]);
    renderPage();
    const section = within(await registrationSection());
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    await bringIntoView(section.getByRole('link', { name: 'My registrations' }));
    expect(prefetches()).toEqual([]);
  });

  it('are none on a page that names none (the app shell, a programme added since the publish)', async () => {
    delete root.dataset.prefetch;
    renderPage();
    const register = within(await registrationSection()).getByRole('link', { name: 'Register' });
    await waitFor(() => expect(watched(register)).toBe(true));
    await bringIntoView(register);
    expect(prefetches()).toEqual([]);
  });
});
