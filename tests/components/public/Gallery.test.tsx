import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_GALLERY } from '../../../src/content/images';
import type { GalleryImage } from '../../../src/domain/types';
import { GalleryPage } from '../../../src/pages/GalleryPage';
import { HomePage } from '../../../src/pages/HomePage';
import { listGallery } from '../../../src/services/gallery';

vi.mock('../../../src/services/gallery', () => ({ listGallery: vi.fn() }));
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

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(listGallery).mockReset();
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

describe('GalleryPage', () => {
  it('reads the whole gallery and shows a spinner meanwhile', () => {
    vi.mocked(listGallery).mockReturnValue(new Promise(() => {}));
    renderGalleryPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(listGallery).toHaveBeenCalledWith();
  });

  it('shows the entries in the order read (newest first), each linking to its full image', async () => {
    vi.mocked(listGallery).mockResolvedValue([
      picture('newest', { thumbUrl: 'https://images.example/thumb_newest.jpeg' }),
      picture('older'),
    ]);
    renderGalleryPage();
    const images = await screen.findAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Picture newest', 'Picture older']);
    // The small copy when there is one, otherwise the image itself.
    expect(images[0]).toHaveAttribute('src', 'https://images.example/thumb_newest.jpeg');
    expect(images[1]).toHaveAttribute('src', 'https://images.example/older.jpeg');
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    const link = screen.getByRole('link', { name: /Picture newest/ });
    expect(link).toHaveAttribute('href', 'https://images.example/newest.jpeg');
  });

  it("loads a phone's first screen of images at once and first, the rest as they come near", async () => {
    vi.mocked(listGallery).mockResolvedValue(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => picture(id)),
    );
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

  it.each([
    ['empty', () => vi.mocked(listGallery).mockResolvedValue([])],
    ['failed', () => vi.mocked(listGallery).mockRejectedValue(new Error('unavailable'))],
  ])('shows the five sample images when the gallery is %s', async (_state, arrange) => {
    arrange();
    renderGalleryPage();
    const images = await screen.findAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(SAMPLE_TITLES);
    expect(SAMPLE_TITLES).toHaveLength(5);
  });

  it('logs a failed read', async () => {
    const failure = new Error('unavailable');
    vi.mocked(listGallery).mockRejectedValue(failure);
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
