import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_GALLERY } from '../../../src/content/images';
import type { Cursor, GalleryImage, ListPage } from '../../../src/domain/types';
import { GalleryPage } from '../../../src/pages/GalleryPage';
import { HomePage } from '../../../src/pages/HomePage';
import { listGallery, listGalleryPage } from '../../../src/services/gallery';

vi.mock('../../../src/services/gallery', () => ({ listGallery: vi.fn(), listGalleryPage: vi.fn() }));
vi.mock('../../../src/services/members', () => ({ listMembers: vi.fn(async () => []) }));
vi.mock('../../../src/services/programmes', () => ({
  listUpcomingProgrammes: vi.fn(async () => []),
}));

const picture = (id: string, extra: Partial<GalleryImage> = {}): GalleryImage => ({
  id,
  title: `Picture ${id}`,
  imageUrl: `https://images.example/${id}.jpeg`,
  fileName: `gallery_1_${id}.jpeg`,
  createdAt: new Date('2025-01-01T00:00:00Z'),
  ...extra,
});

// jsdom has no modal dialogs: what the browser does, opening and closing one.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(listGallery).mockReset();
  vi.mocked(listGalleryPage).mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const renderGalleryPage = () =>
  render(
    <MemoryRouter>
      <GalleryPage />
    </MemoryRouter>,
  );

const SAMPLE_TITLES = SAMPLE_GALLERY.map((image) => image.title);

/** A page of the gallery: these entries, and a next page after the cursor `next`, if given. */
const page = (items: GalleryImage[], next: Cursor | null = null): ListPage<GalleryImage> => ({
  items,
  next,
});
const AFTER_B: Cursor = [{ timestamp: '2025-01-01T00:00:00.000001Z' }, 'b'];

/** Answers the newest page with `newest`, and the page after AFTER_B with `older`. */
function pages(newest: ListPage<GalleryImage>, older?: () => Promise<ListPage<GalleryImage>>) {
  vi.mocked(listGalleryPage).mockImplementation(async (after) => {
    if (!after) return newest;
    expect(after).toEqual(AFTER_B);
    if (!older) throw new Error('no page after that');
    return older();
  });
}

describe('GalleryPage', () => {
  it('reads the newest page of the gallery and shows a spinner meanwhile', async () => {
    vi.mocked(listGalleryPage).mockReturnValue(new Promise(() => {}));
    renderGalleryPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(listGalleryPage).toHaveBeenCalledWith());
    expect(listGallery).not.toHaveBeenCalled();
  });

  it('shows the entries in the order read (newest first), each linking to its full image', async () => {
    pages(
      page([
        picture('newest', {
          thumbUrl: 'https://images.example/thumb_newest.jpeg',
          mediumUrl: 'https://images.example/medium_newest.jpeg',
        }),
        picture('middle', { thumbUrl: 'https://images.example/thumb_middle.jpeg' }),
        picture('older'),
      ]),
    );
    renderGalleryPage();
    const images = await screen.findAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Picture newest',
      'Picture middle',
      'Picture older',
    ]);
    // The small copy when there is one, otherwise the image itself.
    expect(images[0]).toHaveAttribute('src', 'https://images.example/thumb_newest.jpeg');
    expect(images[1]).toHaveAttribute('src', 'https://images.example/thumb_middle.jpeg');
    expect(images[2]).toHaveAttribute('src', 'https://images.example/older.jpeg');
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    const link = screen.getByRole('link', { name: /Picture newest/ });
    expect(link).toHaveAttribute('href', 'https://images.example/newest.jpeg');
    // With smaller copies, the browser chooses among them and the full image by the cell's width.
    expect(images[0]).toHaveAttribute(
      'srcset',
      'https://images.example/thumb_newest.jpeg 480w, ' +
        'https://images.example/medium_newest.jpeg 1080w, https://images.example/newest.jpeg 1920w',
    );
    expect(images[0]?.getAttribute('sizes')).toMatch(/calc\(50vw - 32px\)$/);
    // An entry from before the medium-size copy: its thumbnail and its full image.
    expect(images[1]).toHaveAttribute(
      'srcset',
      'https://images.example/thumb_middle.jpeg 480w, https://images.example/middle.jpeg 1920w',
    );
    expect(images[1]?.getAttribute('sizes')).toMatch(/calc\(50vw - 32px\)$/);
    // An entry from before thumbnails: the image alone.
    expect(images[2]).not.toHaveAttribute('srcset');
    expect(images[2]).not.toHaveAttribute('sizes');
    // The whole gallery is on the page: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more photos' })).not.toBeInTheDocument();
  });

  it('opens a photo in the photo viewer, not the bare file, and returns the focus when it closes', async () => {
    pages(page([picture('newest'), picture('older')]));
    renderGalleryPage();
    const link = await screen.findByRole('link', { name: 'Open photo 2: Picture older' });
    // Where the page's scripts have not run, the link still leads to the image.
    expect(link).toHaveAttribute('href', 'https://images.example/older.jpeg');
    await userEvent.click(link);
    const viewer = within(await screen.findByRole('dialog'));
    expect(viewer.getByRole('heading', { name: 'Picture older' })).toBeInTheDocument();
    // The gallery is not counted: the viewer says which photo, and nothing after the last one.
    expect(viewer.getByText('Photo 2')).toBeInTheDocument();
    expect(viewer.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await userEvent.click(viewer.getByRole('button', { name: 'Previous photo' }));
    expect(viewer.getByRole('heading', { name: 'Picture newest' })).toBeInTheDocument();
    await userEvent.click(viewer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
  });

  it("loads a phone's first screen of images at once and first, the rest as they come near", async () => {
    pages(page(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => picture(id))));
    renderGalleryPage();
    const images = await screen.findAllByRole('img');
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it("shows a page more at each 'Show more photos', and moves focus to the first one shown", async () => {
    const user = userEvent.setup();
    pages(page([picture('a'), picture('b')], AFTER_B), async () =>
      page([picture('c', { title: 'Picture c' }), picture('d')]),
    );
    renderGalleryPage();
    await user.click(await screen.findByRole('button', { name: 'Show more photos' }));
    // The page shows once it is read; its first photo takes the focus in an effect run after.
    await waitFor(() => {
      const alts = screen.getAllByRole('img').map((img) => img.getAttribute('alt'));
      expect(alts).toEqual(['Picture a', 'Picture b', 'Picture c', 'Picture d']);
      expect(screen.getByRole('link', { name: /Picture c/ })).toHaveFocus();
    });
    expect(listGalleryPage).toHaveBeenLastCalledWith(AFTER_B);
    // The last page has no next: the button goes.
    expect(screen.queryByRole('button', { name: 'Show more photos' })).not.toBeInTheDocument();
  });

  it('says "Loading..." on the button while a page is read, and reads it once however often pressed', async () => {
    const user = userEvent.setup();
    let answer: (older: ListPage<GalleryImage>) => void = () => {};
    pages(
      page([picture('a'), picture('b')], AFTER_B),
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderGalleryPage();
    await user.click(await screen.findByRole('button', { name: 'Show more photos' }));
    const loading = screen.getByRole('button', { name: 'Loading...' });
    expect(loading).toBeDisabled();
    await user.click(loading);
    expect(listGalleryPage).toHaveBeenCalledTimes(2);
    await act(async () => answer(page([picture('c')])));
    expect(await screen.findByRole('img', { name: 'Picture c' })).toBeInTheDocument();
  });

  it('keeps the photos shown when a page more cannot be read, says so, and lets the visitor try again', async () => {
    const user = userEvent.setup();
    const failure = new Error('offline');
    let fails = true;
    pages(page([picture('a'), picture('b')], AFTER_B), async () => {
      if (fails) throw failure;
      return page([picture('c')]);
    });
    renderGalleryPage();
    await user.click(await screen.findByRole('button', { name: 'Show more photos' }));
    expect(await screen.findByText('Could not load more. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(consoleError).toHaveBeenCalledWith('Error fetching images', failure);

    fails = false;
    await user.click(screen.getByRole('button', { name: 'Show more photos' }));
    expect(await screen.findByRole('img', { name: 'Picture c' })).toBeInTheDocument();
    expect(screen.queryByText(/Could not load more/)).not.toBeInTheDocument();
  });

  it.each([
    ['empty', () => pages(page([]))],
    ['failed', () => vi.mocked(listGalleryPage).mockRejectedValue(new Error('unavailable'))],
  ])('shows the five sample images when the gallery is %s', async (_state, arrange) => {
    arrange();
    renderGalleryPage();
    const images = await screen.findAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(SAMPLE_TITLES);
    expect(SAMPLE_TITLES).toHaveLength(5);
    // A sample offers its own two sizes.
    expect(images[0]?.getAttribute('srcset')).toMatch(/-thumb\.webp 480w, .+\.jpg 1600w$/);
    expect(screen.queryByRole('button', { name: 'Show more photos' })).not.toBeInTheDocument();
  });

  it('logs a failed read', async () => {
    const failure = new Error('unavailable');
    vi.mocked(listGalleryPage).mockRejectedValue(failure);
    renderGalleryPage();
    await screen.findAllByRole('img');
    expect(consoleError).toHaveBeenCalledWith('Error fetching images', failure);
  });
});

describe("the home page's Photo Gallery carousel", () => {
  const renderHome = () =>
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
  const gallerySection = () =>
    within(screen.getByRole('region', { name: 'Photo Gallery' }));

  it('shows the five sample images when the gallery is empty', async () => {
    vi.mocked(listGallery).mockResolvedValue([]);
    renderHome();
    for (const title of SAMPLE_TITLES)
      expect((await gallerySection().findAllByRole('img', { name: title }))[0]).toBeVisible();
  });

  it('shows the stored images, each a link to the full image', async () => {
    vi.mocked(listGallery).mockResolvedValue([picture('one'), picture('two')]);
    renderHome();
    const link = await gallerySection().findByRole('link', { name: /Picture two/ });
    expect(link).toHaveAttribute('href', 'https://images.example/two.jpeg');
    expect(gallerySection().queryByRole('img', { name: SAMPLE_TITLES[0] })).not.toBeInTheDocument();
  });
});
