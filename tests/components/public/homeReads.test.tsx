/**
 * Reads per view of the home page: it asks Firestore for what it shows, the upcoming programmes,
 * the members and the newest gallery entries the carousel needs, once each and never for the
 * whole gallery. tests/integration/readsPerView.test.ts counts what these calls read from a real
 * backend. The 'Upcoming Programmes' strip shows only when there are upcoming programmes.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '../../../src/config/site';
import type { GalleryImage, Member, Programme } from '../../../src/domain/types';
import { HomePage } from '../../../src/pages/HomePage';
import { listGallery } from '../../../src/services/gallery';
import { listMembers } from '../../../src/services/members';
import { listUpcomingProgrammes } from '../../../src/services/programmes';

vi.mock('../../../src/services/members', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMembers: vi.fn(),
}));
vi.mock('../../../src/services/gallery', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listGallery: vi.fn(),
}));
vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listUpcomingProgrammes: vi.fn(),
}));

const programme = (id: string, title: string, startDate: string): Programme => ({
  id,
  title,
  startDate,
  endDate: startDate,
  time: '',
  place: 'Agra',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

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
  vi.mocked(listUpcomingProgrammes).mockReset().mockResolvedValue([]);
});

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

describe('the home page reads', () => {
  it('the members once and the newest gallery entries once, with the carousel limit', async () => {
    renderHome();

    // What it read is what it shows.
    expect(await screen.findByText('Asha Thomas')).toBeInTheDocument();
    expect((await screen.findAllByAltText('Youth rally 2025')).length).toBeGreaterThan(0);

    expect(listMembers).toHaveBeenCalledTimes(1);
    expect(listGallery).toHaveBeenCalledTimes(1);
    // A limit, not the whole collection (listGallery() without one reads every entry).
    expect(listGallery).toHaveBeenCalledWith(CONSTANTS.homeGalleryLimit);
    expect(CONSTANTS.homeGalleryLimit).toBeGreaterThan(0);
  });

  it('the upcoming programmes once, on the visitor\'s date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 1, 14, 9, 0) });
    renderHome();
    await waitFor(() => expect(listUpcomingProgrammes).toHaveBeenCalledTimes(1));
    vi.useRealTimers();
    expect(listUpcomingProgrammes).toHaveBeenCalledWith('2026-02-14');
  });
});

describe("the home page's 'Upcoming Programmes'", () => {
  it('shows the next three, soonest first, each linking to its page, and all programmes', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([
      programme('d', 'Deanery day', '2099-05-01'),
      programme('a', 'Advent retreat', '2099-01-10'),
      programme('c', 'Camp', '2099-03-01'),
      programme('b', 'Bible quiz', '2099-02-01'),
    ]);
    renderHome();
    const strip = await screen.findByRole('region', { name: 'Upcoming Programmes' });
    const titles = within(strip)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Advent retreat', 'Bible quiz', 'Camp']);
    expect(within(strip).getByRole('link', { name: 'Advent retreat' })).toHaveAttribute(
      'href',
      '/programmes/a',
    );
    expect(within(strip).getByRole('link', { name: 'All programmes' })).toHaveAttribute(
      'href',
      '/programmes',
    );
  });

  it.each([
    ['there are none', () => vi.mocked(listUpcomingProgrammes).mockResolvedValue([])],
    [
      'the read fails (logged)',
      () => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        vi.mocked(listUpcomingProgrammes).mockRejectedValue(new Error('offline'));
      },
    ],
  ])('is not there when %s: the home page is as without it', async (_, arrange) => {
    arrange();
    renderHome();
    expect(await screen.findByText('Asha Thomas')).toBeInTheDocument();
    await waitFor(() => expect(listUpcomingProgrammes).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Upcoming Programmes' })).toBeNull();
    expect(screen.queryByText('Upcoming Programmes')).toBeNull();
  });
});
