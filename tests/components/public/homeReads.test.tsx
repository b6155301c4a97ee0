/**
 * Reads per view of the home page (issue 7): it asks Firestore for what it shows, the members and
 * the newest gallery entries the carousel needs, once each and never for the whole gallery.
 * tests/integration/readsPerView.test.ts counts what these calls read from a real backend.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '../../../src/config/site';
import type { GalleryImage, Member } from '../../../src/domain/types';
import { HomePage } from '../../../src/pages/HomePage';
import { listGallery } from '../../../src/services/gallery';
import { listMembers } from '../../../src/services/members';

vi.mock('../../../src/services/members', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMembers: vi.fn(),
}));
vi.mock('../../../src/services/gallery', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listGallery: vi.fn(),
}));

const member: Member = {
  id: 'm1',
  name: 'Asha Thomas',
  role: 'President',
  startYear: 2024,
  endYear: 2026,
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
};
const picture: GalleryImage = {
  id: 'g1',
  title: 'Youth rally 2025',
  imageUrl: 'https://images.example/rally.jpeg',
  fileName: 'gallery_1_rally.jpeg',
  createdAt: new Date('2025-02-01T00:00:00Z'),
};

beforeEach(() => {
  vi.mocked(listMembers).mockReset().mockResolvedValue([member]);
  vi.mocked(listGallery).mockReset().mockResolvedValue([picture]);
});

describe('the home page reads', () => {
  it('the members once and the newest gallery entries once, with the carousel limit', async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );

    // What it read is what it shows.
    expect(await screen.findByText('Asha Thomas')).toBeInTheDocument();
    expect((await screen.findAllByAltText('Youth rally 2025')).length).toBeGreaterThan(0);

    expect(listMembers).toHaveBeenCalledTimes(1);
    expect(listGallery).toHaveBeenCalledTimes(1);
    // A limit, not the whole collection (listGallery() without one reads every entry).
    expect(listGallery).toHaveBeenCalledWith(CONSTANTS.homeGalleryLimit);
    expect(CONSTANTS.homeGalleryLimit).toBeGreaterThan(0);
  });
});
