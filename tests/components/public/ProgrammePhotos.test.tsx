import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PhotoGrid } from '../../../src/components/PhotoGrid';
import { ProgrammePhotos } from '../../../src/components/ProgrammePhotos';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
import type { SiteDetails } from '../../../src/domain/siteDetails';
import type { Cursor, GalleryImage, ListPage } from '../../../src/domain/types';
import { countProgrammePhotos, listProgrammePhotosPage } from '../../../src/services/gallery';

vi.mock('../../../src/services/gallery', () => ({
  countProgrammePhotos: vi.fn(),
  listProgrammePhotosPage: vi.fn(),
}));

const PAGE_URL = 'https://youth.example/programmes/camp';

const photo = (n: number, extra: Partial<GalleryImage> = {}): GalleryImage => ({
  id: `photo-${n}`,
  title: `Photo number ${n}`,
  imageUrl: `https://images.example/full_${n}.webp`,
  fileName: `gallery_1_${n}.webp`,
  thumbUrl: `https://images.example/thumb_${n}.webp`,
  thumbFileName: `gallery_1_${n}_thumb.webp`,
  mediumUrl: `https://images.example/medium_${n}.webp`,
  mediumFileName: `gallery_1_${n}_medium.webp`,
  programmeId: 'camp',
  width: 1920,
  height: 1280,
  createdAt: new Date('2025-05-01T00:00:00Z'),
  ...extra,
});
const photos = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => photo(from + i));

/** The cursor after the page ending with photo `n`. */
const after = (n: number): Cursor => [{ timestamp: '2025-05-01T00:00:00Z' }, `photo-${n}`];

/**
 * A programme of `total` photos answered in pages of `size`: the count, and each page by its
 * cursor.
 */
function programmeOf(total: number, size = 24) {
  vi.mocked(countProgrammePhotos).mockResolvedValue(total);
  vi.mocked(listProgrammePhotosPage).mockImplementation(async (id, cursor) => {
    expect(id).toBe('camp');
    const start = cursor ? Number(String(cursor[1]).split('-')[1]) + 1 : 1;
    const end = Math.min(total, start + size - 1);
    const page: ListPage<GalleryImage> = {
      items: photos(start, end),
      next: end < total ? after(end) : null,
    };
    return page;
  });
}

// jsdom has no modal dialogs: what the browser does, opening and closing one.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  // The close event comes as a task of its own after the closing, as browsers send it.
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

let preloaded: string[] = [];
beforeEach(() => {
  vi.mocked(countProgrammePhotos).mockReset();
  vi.mocked(listProgrammePhotosPage).mockReset();
  window.history.replaceState(null, '');
  preloaded = [];
  // Photos fetched ahead (new Image()): the copies offered and the width they are for.
  vi.stubGlobal(
    'Image',
    class {
      sizes = '';
      srcset = '';
      set src(_: string) {
        preloaded.push(`${this.srcset} (${this.sizes})`);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPhotos(details: Partial<SiteDetails> = {}) {
  return render(
    <PublishedSiteContext
      value={{ details: { ...BUILT_IN_SITE_DETAILS, ...details }, banner: BUILT_IN_BANNER }}
    >
      <MemoryRouter>
        <ProgrammePhotos programmeId="camp" pageUrl={PAGE_URL} />
        <p>After the photos</p>
      </MemoryRouter>
    </PublishedSiteContext>,
  );
}

/** Opens the photo of that button and waits for the viewer. */
async function openPhoto(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe("a programme's photos", () => {
  it('are not there at all while the programme has none', async () => {
    programmeOf(0);
    renderPhotos();
    await screen.findByText('After the photos');
    await waitFor(() => expect(countProgrammePhotos).toHaveBeenCalledWith('camp'));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading', { name: /Photos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open photo/ })).not.toBeInTheDocument();
  });

  it("are headed 'Photos (N)', the newest page shown, each a button naming its place and title", async () => {
    programmeOf(42);
    renderPhotos();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Photos (42)' }),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^Open photo/ });
    expect(buttons).toHaveLength(24);
    expect(buttons[0]).toHaveAccessibleName('Open photo 1 of 42: Photo number 1');
    expect(buttons[2]).toHaveAccessibleName('Open photo 3 of 42: Photo number 3');
    // Each thumbnail offers its copies and says the width it is drawn at.
    const image = within(buttons[0] as HTMLElement).getByRole('img');
    expect(image).toHaveAttribute(
      'srcset',
      'https://images.example/thumb_1.webp 480w, https://images.example/medium_1.webp 1080w, https://images.example/full_1.webp 1920w',
    );
    expect(image.getAttribute('sizes')).toMatch(/^\(min-width: 992px\) 210px, /);
    expect(listProgrammePhotosPage).toHaveBeenCalledWith('camp');
  });

  it('as built, leave the lazy thumbnails empty frames: no file before the page is taken over', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <PhotoGrid
        first={{ items: photos(1, 6), next: null }}
        total={6}
        readAfter={async () => ({ items: [], next: null })}
        sizes="100vw"
        pageUrl={PAGE_URL}
        eager={2}
      />,
    );
    const buttons = [...page.querySelectorAll('button.photo-open')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((k) => `Open photo ${k} of 6: Photo number ${k}`),
    );
    // The first two are pictures with their files; the other four frames that ask for none.
    const images = [...page.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src')?.slice(0, 19))).toEqual([
      'https://images.exam',
      'https://images.exam',
    ]);
    expect(images.every((image) => image.hasAttribute('srcset'))).toBe(true);
    expect(images.every((image) => image.getAttribute('width') === '480')).toBe(true);
    expect(buttons.slice(2).map((button) => button.innerHTML)).toEqual(
      Array<string>(4).fill('<span class="photo-waiting"></span>'),
    );
    expect(page.innerHTML).not.toContain('data:');
  });

  it('as built, a linked grid leaves its lazy thumbnails frames, their pictures kept for browsers without scripts', () => {
    const grid = (
      <PhotoGrid
        first={{ items: photos(1, 5), next: null }}
        total={null}
        readAfter={async () => ({ items: [], next: null })}
        sizes="100vw"
        pageUrl={PAGE_URL}
        eager={2}
        linked
      />
    );
    const html = renderToString(grid);
    const links = html.split('<a ').slice(1);
    expect(links).toHaveLength(5);
    // The first two are pictures, asked for at once and first.
    for (const link of links.slice(0, 2)) {
      expect(link).toMatch(/^[^>]*>\s*<img [^>]*loading="eager"[^>]*fetchPriority="high"/);
      expect(link).not.toContain('photo-waiting');
    }
    // The other three frames, each with its picture inside a <noscript>, which a browser that
    // runs scripts never loads; each still links to its image.
    links.slice(2).forEach((link, at) => {
      const k = at + 3;
      expect(link).toContain(`href="https://images.example/full_${k}.webp"`);
      expect(link).toMatch(
        new RegExp(
          `<span class="photo-waiting"><noscript><img src="https://images.example/thumb_${k}.webp"[^>]*loading="lazy"`,
        ),
      );
    });

    // Once taken over (a page rendered in the browser), every thumbnail is a picture, the lazy
    // ones loaded as they come near.
    render(grid);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(5);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(document.querySelector('.photo-waiting')).toBeNull();
  });

  it("'Show more photos' reads the next page and moves the focus to its first photo", async () => {
    programmeOf(42);
    renderPhotos();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more photos' }));
    // The page shows once it is read; its first photo takes the focus in an effect run after.
    await waitFor(() => {
      expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(42);
      expect(screen.getByRole('button', { name: 'Open photo 25 of 42: Photo number 25' })).toHaveFocus();
    });
    expect(listProgrammePhotosPage).toHaveBeenLastCalledWith('camp', after(24));
    expect(screen.queryByRole('button', { name: 'Show more photos' })).not.toBeInTheDocument();
  });
});

describe('the photo viewer', () => {
  it('opens at the photo pressed, named by its title, and says where it is', async () => {
    programmeOf(3);
    renderPhotos();
    const viewer = await openPhoto('Open photo 2 of 3: Photo number 2');
    expect(viewer).toHaveAccessibleName('Photo number 2');
    expect(viewer).toHaveAttribute('open');
    expect(within(viewer).getByText('2 of 3')).toHaveAttribute('aria-live', 'polite');
    const image = within(viewer).getByRole('img', { name: 'Photo number 2' });
    // A phone's screen takes the 1080 px copy, a wide one the full image.
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image.getAttribute('srcset')).toContain('https://images.example/medium_2.webp 1080w');
    // Only the next photo is fetched ahead.
    await waitFor(() =>
      expect(preloaded).toEqual([
        'https://images.example/thumb_3.webp 480w, https://images.example/medium_3.webp 1080w, https://images.example/full_3.webp 1920w (100vw)',
      ]),
    );
  });

  it('moves with ← and → and with Previous and Next, which stop at the ends', async () => {
    programmeOf(3);
    renderPhotos();
    const viewer = await openPhoto('Open photo 2 of 3: Photo number 2');
    await userEvent.keyboard('{ArrowRight}');
    expect(viewer).toHaveAccessibleName('Photo number 3');
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(viewer).toHaveAccessibleName('Photo number 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(viewer).toHaveAccessibleName('Photo number 1');
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(viewer).toHaveAccessibleName('Photo number 2');
  });

  it('moves by a swipe: to the left for the next photo, to the right for the previous', async () => {
    programmeOf(3);
    renderPhotos();
    const viewer = await openPhoto('Open photo 2 of 3: Photo number 2');
    const swipe = (from: number, to: number, dy = 0) => {
      const image = within(viewer).getByRole('img');
      fireEvent.pointerDown(image, { pointerId: 1, isPrimary: true, clientX: from, clientY: 300 });
      fireEvent.pointerUp(image, { pointerId: 1, isPrimary: true, clientX: to, clientY: 300 + dy });
    };
    swipe(300, 120);
    expect(viewer).toHaveAccessibleName('Photo number 3');
    swipe(100, 300);
    expect(viewer).toHaveAccessibleName('Photo number 2');
    // A short move, or one more up and down than sideways, is not a swipe.
    swipe(300, 280);
    swipe(300, 200, 250);
    expect(viewer).toHaveAccessibleName('Photo number 2');
  });

  it('reads the next page when it reaches the last photo loaded', async () => {
    programmeOf(30);
    renderPhotos();
    const viewer = await openPhoto('Open photo 24 of 30: Photo number 24');
    await waitFor(() => expect(listProgrammePhotosPage).toHaveBeenLastCalledWith('camp', after(24)));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(viewer).toHaveAccessibleName('Photo number 25'));
    expect(within(viewer).getByText('25 of 30')).toBeInTheDocument();
    // The focus stays in the viewer while the grid grows behind it.
    expect(viewer).toContainElement(document.activeElement as HTMLElement);
  });

  it.each([
    ['Close', (viewer: HTMLElement) => userEvent.click(within(viewer).getByRole('button', { name: 'Close' }))],
    // What the browser does on Escape: a cancel event to the dialog.
    ['Escape', async (viewer: HTMLElement) => void fireEvent(viewer, new Event('cancel', { cancelable: true }))],
    // A phone's Back button: the entry the viewer added goes.
    ['Back', async () => void window.history.back()],
  ])('closes by %s, leaves the history as it was and gives the focus back to the thumbnail', async (_, close) => {
    programmeOf(3);
    renderPhotos();
    const viewer = await openPhoto('Open photo 2 of 3: Photo number 2');
    expect(window.history.state).toEqual({ photoViewer: true });
    await userEvent.keyboard('{ArrowRight}');
    await close(viewer);
    // The thumbnail takes the focus back in an effect run after the viewer has gone.
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open photo 2 of 3: Photo number 2' })).toHaveFocus();
    });
    expect(window.history.state).toBeNull();
  });

  it("opens and stays open where effects run twice (React's StrictMode, as in npm run dev)", async () => {
    programmeOf(3);
    render(
      <StrictMode>
        <MemoryRouter>
          <ProgrammePhotos programmeId="camp" pageUrl={PAGE_URL} />
        </MemoryRouter>
      </StrictMode>,
    );
    const viewer = await openPhoto('Open photo 1 of 3: Photo number 1');
    // The clean-up's closing sends its close event a task later, when the viewer is open again:
    // once that has passed, the viewer is still open, with one history entry.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(viewer).toBeInTheDocument();
    expect(viewer).toHaveAttribute('open');
    expect(window.history.state).toEqual({ photoViewer: true });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps its photos while open when a newer list arrives, takes it once closed, and gives the focus back where the photo now is', async () => {
    const grid = (first: ListPage<GalleryImage>, total: number) => (
      <PhotoGrid
        first={first}
        total={total}
        readAfter={async () => ({ items: [], next: null })}
        sizes="100vw"
        pageUrl={PAGE_URL}
      />
    );
    const { rerender } = render(grid({ items: photos(1, 3), next: null }, 3));
    const viewer = await openPhoto('Open photo 2 of 3: Photo number 2');
    // The page's live read finds a photo added since the publish, newest first.
    rerender(grid({ items: [photo(9), ...photos(1, 3)], next: null }, 4));
    expect(viewer).toHaveAttribute('open');
    expect(viewer).toHaveAccessibleName('Photo number 2');
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewer).toHaveAccessibleName('Photo number 1');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open photo 3 of 4: Photo number 2' })).toHaveFocus();
    });
    expect(screen.getByRole('button', { name: 'Open photo 1 of 4: Photo number 9' })).toBeInTheDocument();
  });

  it('starts again from a newer list: the pages read after the old one go, and so does one that arrives late', async () => {
    const older = photos(1, 24);
    let answer: (page: ListPage<GalleryImage>) => void = () => {};
    const readAfter = vi.fn(
      () => new Promise<ListPage<GalleryImage>>((resolve) => (answer = resolve)),
    );
    const grid = (first: ListPage<GalleryImage>) => (
      <PhotoGrid first={first} total={30} readAfter={readAfter} sizes="100vw" pageUrl={PAGE_URL} />
    );
    const { rerender } = render(grid({ items: older, next: after(24) }));
    await userEvent.click(screen.getByRole('button', { name: 'Show more photos' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    // A newer first page arrives while the old one's next page is read.
    rerender(grid({ items: [photo(50), ...photos(1, 23)], next: after(23) }));
    expect(screen.getByRole('button', { name: 'Show more photos' })).toBeEnabled();
    await act(async () => answer({ items: photos(25, 30), next: null }));
    expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Open photo 1 of 30: Photo number 50' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Photo number 25$/ })).not.toBeInTheDocument();
    // The newer list's next page follows it.
    await userEvent.click(screen.getByRole('button', { name: 'Show more photos' }));
    expect(readAfter).toHaveBeenLastCalledWith(after(23));
    await act(async () => answer({ items: photos(24, 30), next: null }));
    expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(31);
    expect(screen.getByRole('button', { name: 'Open photo 25 of 31: Photo number 24' })).toHaveFocus();
  });

  it('asks to remove the photo by e-mail and on WhatsApp, naming the photo and its page', async () => {
    programmeOf(3);
    renderPhotos({ email: 'youth@example.org', phone: '+91 562 285 1318' });
    const viewer = await openPhoto('Open photo 1 of 3: Photo number 1');
    const message = [
      'Please remove this photo from the website.',
      '',
      'Photo: Photo number 1',
      `On the page: ${PAGE_URL}`,
      "The photo's file: https://images.example/full_1.webp",
    ].join('\n');
    expect(within(viewer).getByRole('link', { name: 'Ask to remove this photo' })).toHaveAttribute(
      'href',
      `mailto:youth@example.org?subject=${encodeURIComponent('Please remove a photo from the website')}&body=${encodeURIComponent(message)}`,
    );
    expect(
      within(viewer).getByRole('link', { name: /^Ask on WhatsApp/ }),
    ).toHaveAttribute('href', `https://wa.me/915622851318?text=${encodeURIComponent(message)}`);
  });

  it('shows an address it may not link as text, and no WhatsApp link without an international number', async () => {
    programmeOf(3);
    renderPhotos({ email: 'youth@example.org?bcc=someone@example.org', phone: '0562 285 1318' });
    const viewer = await openPhoto('Open photo 1 of 3: Photo number 1');
    expect(within(viewer).queryByRole('link')).not.toBeInTheDocument();
    expect(viewer).toHaveTextContent(
      'Ask to remove this photo: write to youth@example.org?bcc=someone@example.org',
    );
  });
});
