/**
 * A programme's Hindi title, place and description (titleHi, placeHi, descriptionHi) on the Hindi
 * pages: shown where the team gave them, unmarked (they are in the page's language), and the
 * English ones marked lang="en" where it did not; an English page shows the English as before.
 * The services are mocked at their module boundaries, as in englishContentMarked.test.tsx.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WordsContext } from '../../../src/components/words';
import type { Programme } from '../../../src/domain/types';
import { CalendarPage } from '../../../src/pages/CalendarPage';
import { HomePage } from '../../../src/pages/HomePage';
import { ProgrammePage } from '../../../src/pages/ProgrammePage';
import { ProgrammesPage } from '../../../src/pages/ProgrammesPage';
import {
  countProgrammePhotos,
  listGallery,
  listProgrammePhotosPage,
} from '../../../src/services/gallery';
import { listMembers } from '../../../src/services/members';
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

/** A programme the team gave a Hindi title, place and description. */
const youthDay: Programme = {
  id: 'youth-day',
  title: 'Youth Day Celebration',
  titleHi: 'युवा दिवस समारोह',
  startDate: '2026-02-14',
  endDate: '2026-02-14',
  time: '10 AM to 4 PM',
  place: 'Agra Cathedral',
  placeHi: 'आगरा कैथेड्रल',
  description: 'A day of prayer and games.\n\nBring a packed lunch.',
  descriptionHi: 'प्रार्थना और खेलों का दिन।\n\nअपना भोजन साथ लाएँ।',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** One without Hindi: its English texts, marked English on a Hindi page. */
const retreat: Programme = {
  id: 'retreat',
  title: 'Lenten Retreat',
  titleHi: '',
  startDate: '2026-02-20',
  endDate: '2026-02-20',
  time: '',
  place: 'Mathura Church',
  description: 'A quiet day.',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(listUpcomingProgrammes).mockReset().mockResolvedValue([youthDay, retreat]);
  vi.mocked(listPastProgrammesPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(listProgrammesBetween).mockReset().mockResolvedValue([youthDay, retreat]);
  vi.mocked(getProgramme).mockReset().mockResolvedValue(youthDay);
  vi.mocked(listGallery).mockReset().mockResolvedValue([]);
  vi.mocked(countProgrammePhotos).mockReset().mockResolvedValue(0);
  vi.mocked(listProgrammePhotosPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(listMembers).mockReset().mockResolvedValue([]);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  consoleError.mockRestore();
});

/** `page` at `address` (its route's pattern `path`), in Hindi or, with `hindi` false, English. */
const renderPage = (page: ReactElement, address: string, path = '*', hindi = true) => {
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

describe('on a Hindi page', () => {
  it('/programmes/{id}: the Hindi title, place and description, unmarked; the time English', async () => {
    renderPage(<ProgrammePage />, '/hi/programmes/youth-day', '/hi/programmes/:id');
    const heading = await screen.findByRole('heading', { level: 1, name: 'युवा दिवस समारोह' });
    const facts = document.querySelector<HTMLElement>('.programme-facts')!;
    for (const element of [
      heading,
      within(facts).getByText('आगरा कैथेड्रल'),
      screen.getByText('प्रार्थना और खेलों का दिन।'),
      screen.getByText('अपना भोजन साथ लाएँ।'),
    ])
      expect(langOf(element), element.outerHTML).toBeNull();
    expect(langOf(within(facts).getByText('10 AM to 4 PM'))).toBe('en');
    expect(screen.queryByText('Youth Day Celebration')).not.toBeInTheDocument();
    expect(screen.queryByText('Agra Cathedral')).not.toBeInTheDocument();
    expect(screen.queryByText('Bring a packed lunch.')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^युवा दिवस समारोह/));
  });

  it('/programmes/{id}: the English marked lang="en" where there is no Hindi', async () => {
    vi.mocked(getProgramme).mockResolvedValue({ ...youthDay, placeHi: '', descriptionHi: '' });
    renderPage(<ProgrammePage />, '/hi/programmes/youth-day', '/hi/programmes/:id');
    const heading = await screen.findByRole('heading', { level: 1, name: 'युवा दिवस समारोह' });
    expect(langOf(heading)).toBeNull();
    const facts = document.querySelector<HTMLElement>('.programme-facts')!;
    expect(langOf(within(facts).getByText('Agra Cathedral'))).toBe('en');
    expect(langOf(screen.getByText('Bring a packed lunch.'))).toBe('en');
  });

  it('/programmes: a card with Hindi shows it unmarked, one without shows its English marked', async () => {
    renderPage(<ProgrammesPage />, '/hi/programmes');
    const hindi = await screen.findByRole('link', { name: 'युवा दिवस समारोह' });
    expect(langOf(hindi)).toBeNull();
    const card = hindi.closest('article')!;
    expect(langOf(within(card).getByText('आगरा कैथेड्रल'))).toBeNull();
    expect(within(card).queryByText('Agra Cathedral')).not.toBeInTheDocument();

    const english = screen.getByRole('link', { name: 'Lenten Retreat' });
    expect(langOf(english)).toBe('en');
    expect(langOf(within(english.closest('article')!).getByText('Mathura Church'))).toBe('en');
  });

  it("the calendar: a day's programme by its Hindi title, unmarked", async () => {
    renderPage(<CalendarPage />, '/hi/calendar?month=2026-02');
    const grid = await screen.findByRole('table');
    expect(langOf(await within(grid).findByText('युवा दिवस समारोह'))).toBeNull();
    expect(langOf(within(grid).getByText('Lenten Retreat'))).toBe('en');
  });

  it("the home page's upcoming programmes: by their Hindi titles", async () => {
    renderPage(<HomePage />, '/hi');
    const title = await screen.findByRole('link', { name: 'युवा दिवस समारोह' });
    expect(langOf(title)).toBeNull();
    expect(langOf(screen.getByRole('link', { name: 'Lenten Retreat' }))).toBe('en');
  });
});

describe('on an English page', () => {
  it('/programmes/{id}: the English, unmarked, and no Hindi', async () => {
    const { container } = renderPage(
      <ProgrammePage />,
      '/programmes/youth-day',
      '/programmes/:id',
      false,
    );
    await screen.findByRole('heading', { level: 1, name: 'Youth Day Celebration' });
    expect(screen.getByText('Agra Cathedral')).toBeInTheDocument();
    expect(screen.getByText('Bring a packed lunch.')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/युवा|आगरा|प्रार्थना/);
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it('/programmes: the cards in English, unmarked', async () => {
    const { container } = renderPage(<ProgrammesPage />, '/programmes', '*', false);
    await screen.findByRole('link', { name: 'Youth Day Celebration' });
    expect(container.textContent).not.toContain('युवा दिवस समारोह');
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
