/**
 * Sharing a programme, as a visitor meets it on the programme's page and on /programmes: 'Share'
 * with the browser's parts stubbed for every path (the poster file shared, the caption and address
 * shared, copied, the copy refused, the sheet closed, the sheet failing), the 'WhatsApp' link, and
 * the poster shown from the publish's copies (the WebP ones by width, the JPEG for the rest) and
 * its JPEG fetched to share once the page's actions are in view and the page idle. The programmes
 * service is mocked at its module boundary; the page's published content is given as a publish
 * writes it.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PublishedPageContext,
  UNPUBLISHED,
  forgetVisit,
  publishedPage,
  type PublishedPage,
} from '../../../src/components/published';
import { programmeCaption, whatsAppShareUrl } from '../../../src/domain/programmeShare';
import {
  STAMPED_COLLECTIONS,
  type Changes,
  type Programme,
} from '../../../src/domain/types';
import { parsePublishedJson, publishedJson, type PublishedContent } from '../../../src/domain/published';
import { POSTER_SIZES, ProgrammePage } from '../../../src/pages/ProgrammePage';
import { ProgrammesPage } from '../../../src/pages/ProgrammesPage';
import {
  getProgramme,
  listPastProgrammesPage,
  listUpcomingProgrammes,
} from '../../../src/services/programmes';
import { siteUrl } from '../../../src/services/settings';
import { bringIntoView, stubInView } from './inView';

vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getProgramme: vi.fn(),
  listUpcomingProgrammes: vi.fn(),
  listPastProgrammesPage: vi.fn(),
}));
vi.mock('../../../src/services/changes', () => ({ readChanges: vi.fn(async () => CHANGES) }));
// The page's photos are another section's: none here.
vi.mock('../../../src/services/gallery', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  countProgrammePhotos: vi.fn(async () => 0),
  listProgrammePhotosPage: vi.fn(async () => ({ items: [], next: null })),
}));

const STORED_POSTER = 'http://127.0.0.1:9199/v0/b/demo/o/events%2F1_poster.webp?alt=media&token=t';
const COPY = {
  source: STORED_POSTER,
  src: '/images/posters/0123456789abcdef.jpg',
  width: 900,
  height: 1200,
  variants: [
    { src: '/images/posters/0123456789abcdef-480.avif', width: 480, type: 'image/avif' },
    { src: '/images/posters/0123456789abcdef-720.avif', width: 720, type: 'image/avif' },
    { src: '/images/posters/0123456789abcdef-900.avif', width: 900, type: 'image/avif' },
    { src: '/images/posters/0123456789abcdef-480.webp', width: 480, type: 'image/webp' },
    { src: '/images/posters/0123456789abcdef-720.webp', width: 720, type: 'image/webp' },
    { src: '/images/posters/0123456789abcdef-900.webp', width: 900, type: 'image/webp' },
  ],
};

const youthDay: Programme = {
  id: 'youth-day',
  title: 'Archdiocesan Youth Day',
  startDate: '2026-02-14',
  endDate: '',
  time: '10:00 AM – 4:00 PM',
  place: "St Peter's College, Agra",
  description: 'A day of prayer and joy.\n\nBring a friend.',
  registrationUrl: 'https://forms.example.org/youth-day',
  imageUrl: STORED_POSTER,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const camp: Programme = {
  ...youthDay,
  id: 'camp',
  title: 'Leadership Camp',
  startDate: '2026-02-27',
  endDate: '2026-03-01',
  time: '',
  place: 'Mathura',
  registrationUrl: '',
  imageUrl: '',
};

const CHANGES: Changes = Object.fromEntries(
  STAMPED_COLLECTIONS.map((name) => [name, new Date('2026-02-13T12:00:00.000Z')]),
);

/** The programme's page as the publish wrote it: the programme, and the copy of its poster. */
const publishedWith = (reads: Record<string, unknown>): PublishedPage =>
  publishedPage(
    parsePublishedJson(
      publishedJson({ today: '2026-02-14', reads, changes: CHANGES }),
    ) as PublishedContent,
  );
const PUBLISHED_PAGE = publishedWith({
  'record/events/youth-day': youthDay,
  'poster-copy/events/youth-day': COPY,
});

const pageUrl = () => `${window.location.origin}/programmes/youth-day`;
const caption = () => programmeCaption(youthDay, pageUrl());
const captionWithoutAddress = () => caption().split('\n').slice(0, -1).join('\n');

/** The poster's bytes as the site serves its copy. */
const POSTER_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
let fetchPoster: ReturnType<typeof vi.fn>;

function renderAt(path: string, page: PublishedPage = PUBLISHED_PAGE) {
  return render(
    <PublishedPageContext value={page}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/programmes" element={<ProgrammesPage />} />
          <Route path="/programmes/:id" element={<ProgrammePage />} />
        </Routes>
      </MemoryRouter>
    </PublishedPageContext>,
  );
}

/** Lets what the page started after taking over finish (the poster's fetch among them). */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The visitor's clock: Saturday 14 February 2026, both programmes still to come.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 1, 14, 10, 0) });
  forgetVisit();
  vi.mocked(getProgramme).mockReset().mockResolvedValue(youthDay);
  vi.mocked(listUpcomingProgrammes).mockReset().mockResolvedValue([]);
  vi.mocked(listPastProgrammesPage).mockReset().mockResolvedValue({ items: [], next: null });
  fetchPoster = vi.fn(async (url: string) => {
    if (url !== COPY.src) throw new Error(`This test serves no ${url}`);
    return {
      ok: true,
      status: 200,
      blob: async () => new Blob([POSTER_BYTES], { type: 'image/jpeg' }),
    };
  });
  vi.stubGlobal('fetch', fetchPoster);
  stubInView();
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warnings.mockRestore();
});

/** Opens the published page with the browser's parts given, and waits for what it prepares. */
async function openPage(browser: Partial<Navigator>, page?: PublishedPage) {
  vi.stubGlobal('navigator', browser);
  renderAt('/programmes/youth-day', page);
  await screen.findByRole('heading', { level: 1, name: 'Archdiocesan Youth Day' });
  await settle();
}
const shareButton = () => screen.getByRole('button', { name: 'Share' });
/** The page's actions, Share among them. */
const actions = () => shareButton().parentElement as HTMLElement;
const status = () => screen.getByRole('status');

describe("a programme's page", () => {
  it('shows the poster from its copies in the site: the AVIF, then the WebP ones by width, the JPEG for the rest', async () => {
    await openPage({});
    const poster = screen.getByRole('img', { name: 'Poster of Archdiocesan Youth Day' });
    expect(poster).toHaveAttribute('src', COPY.src);
    expect(poster).toHaveAttribute('width', '900');
    expect(poster).toHaveAttribute('height', '1200');
    expect(poster).not.toHaveAttribute('loading');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster.parentElement?.tagName).toBe('PICTURE');
    const sources = [...(poster.parentElement?.querySelectorAll('source') ?? [])];
    expect(
      sources.map((source) => ['type', 'srcset', 'sizes'].map((name) => source.getAttribute(name))),
    ).toEqual(
      ['avif', 'webp'].map((format) => [
        `image/${format}`,
        `/images/posters/0123456789abcdef-480.${format} 480w, ` +
          `/images/posters/0123456789abcdef-720.${format} 720w, ` +
          `/images/posters/0123456789abcdef-900.${format} 900w`,
        POSTER_SIZES,
      ]),
    );
  });

  it.each<[string, PublishedPage]>([
    ['without a copy (a programme added since the publish)', UNPUBLISHED],
    [
      'when its poster changed since the copy was made',
      publishedWith({
        'record/events/youth-day': youthDay,
        'poster-copy/events/youth-day': { ...COPY, source: 'https://elsewhere/old.jpg' },
      }),
    ],
  ])('shows the stored poster %s', async (_, page) => {
    await openPage({}, page);
    const poster = await screen.findByRole('img', { name: 'Poster of Archdiocesan Youth Day' });
    expect(poster).toHaveAttribute('src', STORED_POSTER);
    // No copies to choose from: the upload's shape keeps the page's place.
    expect(poster.parentElement?.querySelector('source')).toBeNull();
    expect(poster).toHaveAttribute('width', '1200');
    expect(poster).toHaveAttribute('height', '1600');
  });

  it('shares the poster file with the caption where the browser can share files', async () => {
    const share = vi.fn(async () => {});
    const canShare = vi.fn(() => true);
    await openPage({ share, canShare });
    // The JPEG, fetched ahead of the tap at low priority, once the actions are in view and the
    // page idle: not before.
    fireEvent.load(screen.getByRole('img', { name: 'Poster of Archdiocesan Youth Day' }));
    await settle();
    expect(fetchPoster).not.toHaveBeenCalled();
    await bringIntoView(actions());
    await settle();
    expect(fetchPoster).toHaveBeenCalledTimes(1);
    expect(fetchPoster).toHaveBeenCalledWith(COPY.src, { cache: 'force-cache', priority: 'low' });

    fireEvent.click(shareButton());
    // Within the tap: nothing awaited before the share sheet opens.
    expect(share).toHaveBeenCalledTimes(1);
    const [data] = share.mock.calls[0] as unknown as [ShareData];
    expect(data).toEqual({ files: [expect.any(File)], title: youthDay.title, text: caption() });
    const file = data.files![0]!;
    expect(file.name).toBe('archdiocesan-youth-day.jpg');
    expect(file.type).toBe('image/jpeg');
    // jsdom's File has no arrayBuffer(): read as a browser of its time would.
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file);
    });
    expect(new Uint8Array(bytes)).toEqual(POSTER_BYTES);
    await settle();
    expect(status()).toHaveTextContent('');
  });

  it('shares the caption and the address where the browser cannot share files, fetching nothing', async () => {
    const share = vi.fn(async () => {});
    await openPage({ share, canShare: () => false });
    await bringIntoView(actions());
    expect(fetchPoster).not.toHaveBeenCalled();
    fireEvent.click(shareButton());
    expect(share).toHaveBeenCalledWith({
      title: youthDay.title,
      text: captionWithoutAddress(),
      url: pageUrl(),
    });
  });

  it('shares the caption and the address when the poster could not be fetched', async () => {
    fetchPoster.mockResolvedValue({ ok: false, status: 404, blob: async () => new Blob() });
    const share = vi.fn(async () => {});
    await openPage({ share, canShare: () => true });
    await bringIntoView(actions());
    await settle();
    expect(fetchPoster).toHaveBeenCalled();
    fireEvent.click(shareButton());
    expect(share).toHaveBeenCalledWith({
      title: youthDay.title,
      text: captionWithoutAddress(),
      url: pageUrl(),
    });
  });

  it('copies the caption where there is no share sheet, and says so', async () => {
    const writeText = vi.fn(async () => {});
    await openPage({ clipboard: { writeText } as unknown as Clipboard });
    fireEvent.click(shareButton());
    expect(writeText).toHaveBeenCalledWith(caption());
    await waitFor(() => expect(status()).toHaveTextContent('Link copied.'));
  });

  it.each<[string, () => Partial<Navigator>]>([
    [
      'the clipboard refuses',
      () => ({
        clipboard: {
          writeText: vi.fn(async () => {
            throw new DOMException('denied', 'NotAllowedError');
          }),
        } as unknown as Clipboard,
      }),
    ],
    ['there is no clipboard (an insecure page)', () => ({})],
  ])('shows the caption selected, ready to copy, when %s', async (_, browser) => {
    await openPage(browser());
    fireEvent.click(shareButton());
    expect(await screen.findByText(/did not let the page copy it/)).toHaveTextContent(
      'Your browser did not let the page copy it: the text is selected in the field below, ready to copy.',
    );
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text to share' });
    expect(field).toHaveValue(caption());
    expect(field).toHaveAttribute('readonly');
    // An effect run after the note is drawn gives the field the focus and selects its text.
    await waitFor(() => {
      expect(field).toHaveFocus();
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, caption().length]);
    });
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    await openPage({ share, clipboard: { writeText } as unknown as Clipboard });
    fireEvent.click(shareButton());
    await settle();
    expect(share).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('');
  });

  it('copies the caption when the share sheet fails otherwise', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('no activation', 'NotAllowedError');
    });
    const writeText = vi.fn(async () => {});
    await openPage({ share, clipboard: { writeText } as unknown as Clipboard });
    fireEvent.click(shareButton());
    await waitFor(() => expect(status()).toHaveTextContent('Link copied.'));
    expect(writeText).toHaveBeenCalledWith(caption());
  });

  it('opens WhatsApp with the same caption from a link beside Share', async () => {
    await openPage({});
    const link = screen.getByRole('link', { name: /^WhatsApp\s*\(opens WhatsApp\)$/ });
    expect(link).toHaveAttribute('href', whatsAppShareUrl(caption()));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Beside Share, among the page's actions.
    expect(shareButton().nextElementSibling).toBe(link);
  });
});

describe('/programmes cards', () => {
  it('each have Share and WhatsApp named after their programme, sharing text and the public address', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([youthDay, camp]);
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { share, canShare: () => true });
    renderAt('/programmes', UNPUBLISHED);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Programmes' });
    const campShare = await within(upcoming).findByRole('button', { name: /^Share\s*Leadership Camp$/ });
    expect(
      within(upcoming).getByRole('button', { name: /^Share\s*Archdiocesan Youth Day$/ }),
    ).toBeInTheDocument();
    const campUrl = `${siteUrl}/programmes/camp`;
    expect(
      within(upcoming).getByRole('link', { name: /^WhatsApp\s*Leadership Camp \(opens WhatsApp\)$/ }),
    ).toHaveAttribute('href', whatsAppShareUrl(programmeCaption(camp, campUrl)));

    fireEvent.click(campShare);
    expect(share).toHaveBeenCalledWith({
      title: 'Leadership Camp',
      text: programmeCaption(camp, campUrl).split('\n').slice(0, -1).join('\n'),
      url: campUrl,
    });
    // A card fetches no poster, for sharing or otherwise.
    expect(fetchPoster).not.toHaveBeenCalled();
  });

  it('copies a card’s caption where there is no share sheet, saying so in that card', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([youthDay, camp]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    renderAt('/programmes', UNPUBLISHED);
    fireEvent.click(await screen.findByRole('button', { name: /^Share\s*Leadership Camp$/ }));
    const campUrl = `${siteUrl}/programmes/camp`;
    expect(writeText).toHaveBeenCalledWith(programmeCaption(camp, campUrl));
    const card = screen.getByRole('button', { name: /^Share\s*Leadership Camp$/ }).closest('article')!;
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Link copied.'));
  });
});
