import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage, Programme } from '../../../src/domain/types';
import { GalleryPage } from '../../../src/pages/GalleryPage';
import {
  countProgrammePhotos,
  listGalleryPage,
  listProgrammePhotosPage,
} from '../../../src/services/gallery';
import { getProgramme } from '../../../src/services/programmes';

vi.mock('../../../src/services/gallery', () => ({
  listGalleryPage: vi.fn(),
  countProgrammePhotos: vi.fn(),
  listProgrammePhotosPage: vi.fn(),
}));
vi.mock('../../../src/services/programmes', () => ({ getProgramme: vi.fn() }));

const camp: Programme = {
  id: 'camp',
  title: 'Leadership Camp',
  startDate: '2025-05-10',
  endDate: '2025-05-12',
  time: '',
  place: 'Agra',
  description: '',
  imageUrl: '',
  registrationUrl: '',
  createdAt: null,
};

const photo = (n: number): GalleryImage => ({
  id: `photo-${n}`,
  title: `Camp photo ${n}`,
  imageUrl: `https://images.example/full_${n}.webp`,
  fileName: `gallery_1_${n}.webp`,
  programmeId: 'camp',
  createdAt: new Date('2025-05-12T00:00:00Z'),
});

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  vi.mocked(listGalleryPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(getProgramme).mockReset().mockResolvedValue(camp);
  vi.mocked(countProgrammePhotos).mockReset().mockResolvedValue(2);
  vi.mocked(listProgrammePhotosPage)
    .mockReset()
    .mockResolvedValue({ items: [photo(2), photo(1)], next: null });
});

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <GalleryPage />
    </MemoryRouter>,
  );

describe('/gallery?programme={id}', () => {
  it("shows that programme's photos, newest first, headed with its title and a link to its page", async () => {
    renderAt('/gallery?programme=camp');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Photos of Leadership Camp' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 photos, newest first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Leadership Camp' })).toHaveAttribute(
      'href',
      '/programmes/camp',
    );
    expect(
      screen.getAllByRole('button', { name: /^Open photo/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open photo 1 of 2: Camp photo 2', 'Open photo 2 of 2: Camp photo 1']);
    expect(getProgramme).toHaveBeenCalledWith('camp');
    expect(listProgrammePhotosPage).toHaveBeenCalledWith('camp');
    // Read live: the whole gallery's published page is not read for it.
    expect(listGalleryPage).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toMatch(/^Photos of Leadership Camp/));
  });

  it('opens the photos in the viewer, whose removal request names this address', async () => {
    renderAt('/gallery?programme=camp');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open photo 2 of 2: Camp photo 1' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Camp photo 1' });
    expect(within(viewer).getByText('2 of 2')).toBeInTheDocument();
    expect(
      within(viewer).getByRole('link', { name: 'Ask to remove this photo' }).getAttribute('href'),
    ).toContain(encodeURIComponent(`${window.location.origin}/gallery?programme=camp`));
  });

  it('says so when the programme has no photos', async () => {
    vi.mocked(countProgrammePhotos).mockResolvedValue(0);
    vi.mocked(listProgrammePhotosPage).mockResolvedValue({ items: [], next: null });
    renderAt('/gallery?programme=camp');
    expect(await screen.findByText('No photos of this programme yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open photo/ })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown programme', () => vi.mocked(getProgramme).mockResolvedValue(null), 'Programme not found', 'This programme could not be found.'],
    [
      'a failed read (logged)',
      () => vi.mocked(countProgrammePhotos).mockRejectedValue(new Error('offline')),
      'Photos',
      'The photos could not be loaded. Check your connection and try again.',
    ],
  ])('says so for %s, with a link to the whole gallery', async (_, arrange, heading, text) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrange();
    renderAt('/gallery?programme=nope');
    expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All photos' })).toHaveAttribute('href', '/gallery');
    consoleError.mockRestore();
  });

  it('without the parameter is the whole gallery, its images linking to their full size', async () => {
    vi.mocked(listGalleryPage).mockResolvedValue({ items: [photo(1)], next: null });
    renderAt('/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Camp photo 1/ })).toHaveAttribute(
      'href',
      'https://images.example/full_1.webp',
    );
    expect(screen.queryByRole('button', { name: /^Open photo/ })).not.toBeInTheDocument();
    expect(getProgramme).not.toHaveBeenCalled();
  });
});
